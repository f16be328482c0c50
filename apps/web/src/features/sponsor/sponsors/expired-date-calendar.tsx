import { enUS, zhCN } from 'react-day-picker/locale';
import { Calendar } from '@/components/ui/calendar';

interface ExpiredDateCalendarProps {
  value: Date | undefined;
  onChange: (day: Date | undefined) => void;
  language: string;
}

/** The one-month calendar of the expired-date picker; its own module so it loads on first open. */
export default function ExpiredDateCalendar({ value, onChange, language }: ExpiredDateCalendarProps) {
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
