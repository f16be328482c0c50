import { forwardRef, lazy, Suspense, useState, type ComponentProps } from 'react';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '@/components/data-table/date-range';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

// Loaded on first open: most edits of a record do not touch its date.
const DateCalendar = lazy(() => import('./date-calendar'));

interface DatePickerProps extends Omit<ComponentProps<typeof Button>, 'value' | 'onChange'> {
  /** 'YYYY-MM-DD', as on the wire; '' when none is picked. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** A date picker (e.g. a sponsor's expired date): a button showing the day, a calendar in a popover. */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  { value, onChange, placeholder, className, ...buttonProps },
  ref,
) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          type="button"
          variant="outline"
          className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground', className)}
          {...buttonProps}
        >
          <CalendarIcon aria-hidden="true" />
          {value || placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Suspense fallback={<Skeleton className="h-72 w-64" />}>
          <DateCalendar
            value={value ? parseDay(value) : undefined}
            onChange={(day) => {
              onChange(day ? formatDay(day) : '');
              setOpen(false);
            }}
            language={i18n.language}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
});
