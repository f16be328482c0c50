import { forwardRef, lazy, Suspense, useCallback, useRef, useState, type ComponentProps } from 'react';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '@/components/data-table/date-range';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { usePhoneLayout } from '@/lib/phone-layout';
import { cn } from '@/lib/utils';

// Loaded on first open: most edits of a record do not touch its date.
const DateCalendar = lazy(() => import('./date-calendar'));

/** The one-month calendar's box (six weeks at most), with a margin: what a side must leave room for. */
const CALENDAR_HEIGHT = 340;
const CALENDAR_WIDTH = 300;
const GAP = 8;

interface Placement {
  side: 'bottom' | 'right' | 'left';
  sideOffset: number;
}

/**
 * Where the calendar opens: below the field when it fits there; else beside the dialog (or the form)
 * the field is in, clear of its title and fields, rather than flipped above the field where it would
 * cover them. A screen with room for neither only flips it above; a phone never gets here (see DatePicker).
 */
function placementFor(trigger: HTMLElement): Placement {
  const field = trigger.getBoundingClientRect();
  if (window.innerHeight - field.bottom >= CALENDAR_HEIGHT) return { side: 'bottom', sideOffset: 4 };
  const container = (trigger.closest('[data-slot="dialog-content"], form') ?? trigger).getBoundingClientRect();
  const right = window.innerWidth - container.right;
  const left = container.left;
  if (right >= CALENDAR_WIDTH + GAP && right >= left)
    return { side: 'right', sideOffset: container.right - field.right + GAP };
  if (left >= CALENDAR_WIDTH + GAP) return { side: 'left', sideOffset: field.left - container.left + GAP };
  return { side: 'bottom', sideOffset: 4 };
}

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
  const [placement, setPlacement] = useState<Placement>({ side: 'bottom', sideOffset: 4 });
  // On a phone no side of a dialog has room for a calendar beside it: it opens in the form's flow,
  // under its field, pushing what follows down instead of covering the title and fields.
  const inline = usePhoneLayout();
  const trigger = useRef<HTMLButtonElement | null>(null);
  // The field's own ref (the form focuses it on an error) and the one placing the calendar beside it.
  const setTrigger = useCallback(
    (element: HTMLButtonElement | null) => {
      trigger.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const onOpenChange = (next: boolean) => {
    if (next && trigger.current) setPlacement(placementFor(trigger.current));
    setOpen(next);
  };
  const button = (
    <Button
      ref={setTrigger}
      type="button"
      variant="outline"
      className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground', className)}
      {...buttonProps}
      {...(inline && { 'aria-expanded': open, onClick: () => setOpen(!open) })}
    >
      <CalendarIcon aria-hidden="true" />
      {value || placeholder}
    </Button>
  );
  const calendar = (
    <Suspense fallback={<Skeleton className="h-72 w-64" />}>
      <DateCalendar
        value={value ? parseDay(value) : undefined}
        onChange={(day) => {
          onChange(day ? formatDay(day) : '');
          setOpen(false);
          if (inline) trigger.current?.focus();
        }}
        language={i18n.language}
      />
    </Suspense>
  );
  if (inline) {
    return (
      <div className="flex flex-col gap-2">
        {button}
        {open && <div className="w-fit self-center rounded-md border">{calendar}</div>}
      </div>
    );
  }
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{button}</PopoverTrigger>
      <PopoverContent
        className="w-auto p-0"
        side={placement.side}
        // Beside the form, the calendar ends level with the field, so it stays near what it fills in.
        align={placement.side === 'bottom' ? 'start' : 'end'}
        sideOffset={placement.sideOffset}
      >
        {calendar}
      </PopoverContent>
    </Popover>
  );
});
