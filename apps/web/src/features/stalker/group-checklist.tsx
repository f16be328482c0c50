import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

export interface GroupOption {
  id: number;
  title: string;
  link: string;
  /** Another stalker watching the group, if any: saving it here needs a reassignment. */
  watchedBy: string | undefined;
}

interface GroupChecklistProps {
  options: readonly GroupOption[];
  selected: ReadonlySet<number>;
  /** At capacity, unchecked groups cannot be added (checked ones can still be removed). */
  atCapacity: boolean;
  onToggle: (id: number, checked: boolean) => void;
}

/** The tracked groups as checkboxes, each named by its title (or link when it has none). */
export function GroupChecklist({ options, selected, atCapacity, onToggle }: GroupChecklistProps) {
  const { t } = useTranslation('stalker');
  const baseId = useId();
  if (options.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('groups.empty')}</p>;
  return (
    <ul className="max-h-72 divide-y overflow-y-auto rounded-md border" aria-label={t('groups.listLabel')}>
      {options.map((option) => {
        const id = `${baseId}-${option.id}`;
        const checked = selected.has(option.id);
        return (
          <li key={option.id} className="flex items-start gap-3 px-3 py-2">
            <Checkbox
              id={id}
              checked={checked}
              disabled={!checked && atCapacity}
              onCheckedChange={(value) => onToggle(option.id, value === true)}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={id} className="font-normal">
                {option.title || option.link}
              </Label>
              <span className="text-xs text-muted-foreground">
                {option.link}
                {option.watchedBy && ` · ${t('groups.watchedBy', { name: option.watchedBy })}`}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
