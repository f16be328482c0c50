import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormFieldShell, type FieldProps } from './form-field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  options: readonly SelectOption[];
  /** What the field shows while it holds no value. */
  emptyValue?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The value is a number (e.g. a role id): the options carry it as text, the form gets it back as a number. */
  numeric?: boolean;
  /** Called after the form has the new value, for what a choice brings with it. */
  onValueChange?: (value: string) => void;
}

/** A form field choosing one of a list (a status, a type, a side, a role), labelled and validated like every field. */
export function SelectField<T extends FieldValues, TOut = T>({
  options,
  emptyValue = '',
  placeholder,
  disabled,
  numeric = false,
  onValueChange,
  ...shell
}: SelectFieldProps<T, TOut>) {
  return (
    <FormFieldShell {...shell}>
      {(field) => {
        const value: unknown = field.value;
        // A numeric field holds 0 until something is chosen.
        const none = value === undefined || value === null || (numeric && value === 0);
        return (
          <Select
            value={none ? emptyValue : String(value)}
            onValueChange={(next) => {
              field.onChange(numeric ? Number(next) : next);
              onValueChange?.(next);
            }}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      }}
    </FormFieldShell>
  );
}
