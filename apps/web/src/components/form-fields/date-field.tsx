import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { DatePicker } from './date-picker';
import { FormFieldShell, type FieldProps } from './form-field-shell';

interface DateFieldProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  /** What the button says while no day is picked. */
  placeholder: string;
}

/** A day ('YYYY-MM-DD', '' when none), picked on a calendar. */
export function DateField<T extends FieldValues, TOut = T>({ placeholder, ...shell }: DateFieldProps<T, TOut>) {
  return (
    <FormFieldShell {...shell}>
      {(field) => (
        <FormControl>
          <DatePicker
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            placeholder={placeholder}
          />
        </FormControl>
      )}
    </FormFieldShell>
  );
}
