import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { DateRange } from 'react-day-picker';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatDay, parseDay } from './date-range';
import type { TableSearch } from './table-search';

// Loaded on first open: the calendar is only needed once someone picks a custom range.
const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

export type DateRangeValue = Pick<TableSearch, 'preset' | 'from' | 'to'>;

/** Other props (id, aria-*) go to the trigger button, e.g. from a form's FormControl. */
interface DateRangeFilterProps extends Omit<ComponentProps<typeof Button>, 'title' | 'value' | 'onChange'> {
  title: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}

const CLEARED: DateRangeValue = { preset: undefined, from: undefined, to: undefined };

function customRange(value: DateRangeValue): DateRange | undefined {
  const from = value.from ? parseDay(value.from) : undefined;
  const to = value.to ? parseDay(value.to) : undefined;
  return from ? { from, to } : undefined;
}

/** A date-range filter: the nine presets, or a custom range picked on a calendar and applied. */
export function DateRangeFilter({ title, value, onChange, className, ...triggerProps }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation('table');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(() => customRange(value));

  const label = value.preset
    ? t(`date.presets.${value.preset}`)
    : value.from && value.to
      ? t('date.range', { from: value.from, to: value.to })
      : title;
  const active = Boolean(value.preset || (value.from && value.to));

  function onOpenChange(next: boolean) {
    // Each opening starts from what is applied, not from an abandoned draft.
    if (next) setDraft(customRange(value));
    setOpen(next);
  }

  function apply(next: DateRangeValue) {
    onChange(next);
    setOpen(false);
  }

  function applyPreset(preset: DatePreset) {
    apply({ preset, from: undefined, to: undefined });
  }

  function applyDraft() {
    if (!draft?.from) return;
    apply({ preset: undefined, from: formatDay(draft.from), to: formatDay(draft.to ?? draft.from) });
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          {...triggerProps}
          className={cn('h-8 border-dashed', active && 'border-solid', className)}
        >
          <CalendarIcon aria-hidden="true" />
          {active ? (
            <>
              <span className="sr-only">{title}: </span>
              {label}
            </>
          ) : (
            title
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <div className="flex flex-col sm:flex-row">
          <div role="group" aria-label={t('date.presetsLabel')} className="flex flex-col gap-1 p-3 sm:w-40">
            {DATE_PRESETS.map((preset) => (
              <Button
                key={preset}
                variant={value.preset === preset ? 'secondary' : 'ghost'}
                size="sm"
                className="justify-start"
                aria-pressed={value.preset === preset}
                onClick={() => applyPreset(preset)}
              >
                {t(`date.presets.${preset}`)}
              </Button>
            ))}
          </div>
          <Separator orientation="vertical" className="hidden h-auto sm:block" />
          <div className="flex flex-col">
            <p className="px-3 pt-3 text-sm font-medium">{t('date.custom')}</p>
            <Suspense fallback={<Skeleton className="m-3 h-72 w-[34rem] max-w-full" />}>
              <DateRangeCalendar value={draft} onChange={setDraft} language={i18n.language} />
            </Suspense>
            <div className="flex justify-end gap-2 border-t p-3">
              <Button variant="ghost" size="sm" onClick={() => apply(CLEARED)} disabled={!active}>
                {t('date.clear')}
              </Button>
              <Button size="sm" onClick={applyDraft} disabled={!draft?.from}>
                {t('date.apply')}
              </Button>
            </div>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
