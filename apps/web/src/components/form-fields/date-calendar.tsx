import { enUS, zhCN } from 'react-day-picker/locale';
import { Calendar } from '@/components/ui/calendar';

interface DateCalendarProps {
  value: Date | undefined;
  onChange: (day: Date | undefined) => void;
  language: string;
}

/** The one-month calendar of the date picker; its own module so it loads on first open. */
export default function DateCalendar({ value, onChange, language }: DateCalendarProps) {
  return (
    <Calendar
      mode="single"
      selected={value}
      onSelect={onChange}
      defaultMonth={value ?? new Date()}
      locale={language === 'zh-CN' ? zhCN : enUS}
      weekStartsOn={1}
      autoFocus
    />
  );
}
