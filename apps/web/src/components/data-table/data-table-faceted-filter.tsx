import { useId } from 'react';
import { PlusCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Separator } from '@/components/ui/separator';
import type { FacetedFilterDef, FilterOption } from './types';

interface DataTableFacetedFilterProps {
  filter: FacetedFilterDef;
  /** The current URL value: one value, several, or none. */
  value: unknown;
  onChange: (value: FilterOption['value'] | FilterOption['value'][] | undefined) => void;
}

/** Normalises a URL value (single or repeated param) to the list of selected values. */
export function selectedValues(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** A dashed button that opens a checklist of the filter's options; the chosen ones show as badges. */
export function DataTableFacetedFilter({ filter, value, onChange }: DataTableFacetedFilterProps) {
  const { t } = useTranslation('table');
  const baseId = useId();
  const selected = new Set(selectedValues(value));
  const chosen = filter.options.filter((option) => selected.has(String(option.value)));

  function toggle(option: FilterOption, checked: boolean) {
    if (!filter.multiple) {
      onChange(checked ? option.value : undefined);
      return;
    }
    const next = filter.options
      .filter((candidate) => (candidate.value === option.value ? checked : selected.has(String(candidate.value))))
      .map((candidate) => candidate.value);
    onChange(next.length > 0 ? next : undefined);
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 border-dashed">
          <PlusCircleIcon aria-hidden="true" />
          {filter.title}
          {chosen.length > 0 && (
            <>
              <Separator orientation="vertical" className="mx-1 h-4" />
              {chosen.length > 2 ? (
                <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                  {t('toolbar.selected', { count: chosen.length })}
                </Badge>
              ) : (
                chosen.map((option) => (
                  <Badge key={String(option.value)} variant="secondary" className="rounded-sm px-1 font-normal">
                    {option.label}
                  </Badge>
                ))
              )}
            </>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56 p-2" align="start">
        <fieldset className="grid gap-1">
          <legend className="sr-only">{filter.title}</legend>
          {filter.options.map((option, index) => {
            const id = `${baseId}-${index}`;
            const Icon = option.icon;
            return (
              <div
                key={String(option.value)}
                className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent"
              >
                <Checkbox
                  id={id}
                  checked={selected.has(String(option.value))}
                  onCheckedChange={(checked) => toggle(option, checked === true)}
                />
                <Label htmlFor={id} className="flex-1 cursor-pointer font-normal">
                  {Icon && <Icon className="size-4 text-muted-foreground" />}
                  {option.label}
                </Label>
              </div>
            );
          })}
        </fieldset>
        {chosen.length > 0 && (
          <>
            <Separator className="my-2" />
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onChange(undefined)}>
              {t('toolbar.clearFilters')}
            </Button>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
