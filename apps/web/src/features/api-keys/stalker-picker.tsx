import { useDeferredValue, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { stalkerChoicesQueryOptions, type StalkerChoice } from './api/get-stalker-choices';

interface StalkerPickerProps {
  legend: string;
  value: readonly number[];
  onChange: (value: number[]) => void;
  invalid: boolean;
}

/**
 * The stalkers a stalker key serves, picked from the stalker list with a search: checked ones stay
 * listed whatever the search, so nothing chosen drops out of sight.
 */
export function StalkerPicker({ legend, value, onChange, invalid }: StalkerPickerProps) {
  const { t } = useTranslation('apiKeys');
  const baseId = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const choices = useQuery({ ...stalkerChoicesQueryOptions(deferredSearch), placeholderData: keepPreviousData });
  // The checked stalkers as they were picked, so one found by an earlier search keeps its name.
  const [picked, setPicked] = useState<ReadonlyMap<number, StalkerChoice>>(() => new Map());

  const selected = new Set(value);
  const found = choices.data ?? [];
  const pinned = value.flatMap((id) => {
    const choice = picked.get(id);
    return choice && !found.some((candidate) => candidate.id === id) ? [choice] : [];
  });
  const options = [...pinned, ...found];
  function toggle(choice: StalkerChoice, checked: boolean) {
    setPicked((current) => new Map(current).set(choice.id, choice));
    // Kept in id order, so what is sent never depends on the clicking order.
    onChange((checked ? [...value, choice.id] : value.filter((other) => other !== choice.id)).sort((a, b) => a - b));
  }

  return (
    <fieldset className="grid gap-2" aria-invalid={invalid || undefined} aria-describedby={`${baseId}-hint`}>
      <legend className="mb-1 text-sm font-medium" data-error={invalid || undefined}>
        {legend}
      </legend>
      <p id={`${baseId}-hint`} className="text-xs text-muted-foreground">
        {t('form.stalkersHint', { selected: value.length })}
      </p>
      <Input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('form.stalkersSearch')}
        aria-label={t('form.stalkersSearch')}
      />
      {choices.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('form.stalkersLoadFailed', { reason: errorMessage(choices.error) })}
        </p>
      ) : !choices.data ? (
        <Loader2Icon className="mx-auto animate-spin text-muted-foreground" aria-label={t('form.stalkersLoading')} />
      ) : options.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted-foreground">{t('form.stalkersEmpty')}</p>
      ) : (
        <ul className="max-h-48 divide-y overflow-y-auto rounded-md border" aria-label={legend}>
          {options.map((option) => {
            const id = `${baseId}-${option.id}`;
            return (
              <li key={option.id} className="flex items-start gap-3 px-3 py-2">
                <Checkbox
                  id={id}
                  checked={selected.has(option.id)}
                  onCheckedChange={(checked) => toggle(option, checked === true)}
                  aria-describedby={`${id}-detail`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={id} className="font-normal">
                    @{option.username}
                  </Label>
                  <span id={`${id}-detail`} className="text-xs text-muted-foreground">
                    {t('form.stalkerDetail', { tgId: option.tg_id, status: t(`stalkerStatus.${option.status}`) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
