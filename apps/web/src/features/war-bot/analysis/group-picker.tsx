import { useId } from 'react';
import { ChevronsUpDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WAR_ACTIVITY_MAX_GROUPS, type WarGroup } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SideBadge } from '../side-badge';
import { groupName } from '../group-name';

interface GroupPickerProps {
  groups: readonly WarGroup[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * A checklist of the tracked groups. Once ten are chosen the others wait until one is unticked, and
 * the last one chosen stays: the analysis compares one group at least.
 */
export function GroupPicker({ groups, selected, onChange }: GroupPickerProps) {
  const { t } = useTranslation('warBot');
  const baseId = useId();
  const chosen = new Set(selected);
  const full = chosen.size >= WAR_ACTIVITY_MAX_GROUPS;

  function toggle(id: number, checked: boolean) {
    // Kept in the list's order, so lines and cards keep their colours and places.
    onChange(groups.filter((group) => (group.id === id ? checked : chosen.has(group.id))).map((group) => group.id));
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="h-8">
          {t('analysis.groups')}
          <Badge variant="secondary" className="rounded-sm px-1 font-normal">
            {t('analysis.groupsChosen', { count: chosen.size, max: WAR_ACTIVITY_MAX_GROUPS })}
          </Badge>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="max-h-96 w-80 overflow-y-auto p-2" align="start">
        <fieldset className="grid gap-1">
          <legend className="px-2 pb-1 text-xs text-muted-foreground">
            {t('analysis.groupsHint', { max: WAR_ACTIVITY_MAX_GROUPS })}
          </legend>
          {groups.map((group) => {
            const id = `${baseId}-${group.id}`;
            const checked = chosen.has(group.id);
            return (
              <div key={group.id} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={checked ? chosen.size === 1 : full}
                  onCheckedChange={(next) => toggle(group.id, next === true)}
                />
                <Label htmlFor={id} className="flex-1 cursor-pointer truncate font-normal">
                  {groupName(group)}
                </Label>
                <SideBadge side={group.side} />
              </div>
            );
          })}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
