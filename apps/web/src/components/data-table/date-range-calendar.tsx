import { subMonths } from 'date-fns';
import type { DateRange } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import { Calendar } from '@/components/ui/calendar';

interface DateRangeCalendarProps {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  language: string;
}

/**
 * The two-month range calendar of the date filter. Its own module so that the picker and its
 * date-fns locales load only when a date filter is opened.
 */
export default function DateRangeCalendar({ value, onChange, language }: DateRangeCalendarProps) {
  return (
    <Calendar
      mode="range"
      numberOfMonths={2}
      // Last month and this one, so the recent past (what lists are filtered by most) is in view.
      defaultMonth={value?.from ?? subMonths(new Date(), 1)}
      selected={value}
      onSelect={onChange}
      // After a full range, the next click starts a new one instead of moving an end.
      resetOnSelect
      locale={language === 'zh-CN' ? zhCN : enUS}
      // Same week start as the week presets.
      weekStartsOn={1}
    />
  );
}
