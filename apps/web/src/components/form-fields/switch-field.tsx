import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { FormFieldShell, type FieldProps } from './form-field-shell';

/** An on/off setting: a switch followed by its label on one line. */
export function SwitchField<T extends FieldValues, TOut = T>(props: FieldProps<T, TOut>) {
  return (
    <FormFieldShell {...props} inline>
      {(field) => (
        <FormControl>
          <Switch
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
          />
        </FormControl>
      )}
    </FormFieldShell>
  );
}

/** A yes/no choice read as a sentence: a checkbox followed by its label on one line. */
export function CheckboxField<T extends FieldValues, TOut = T>({
  onCheckedChange,
  ...props
}: FieldProps<T, TOut> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <FormFieldShell {...props} inline>
      {(field) => (
        <FormControl>
          <Checkbox
            checked={field.value === true}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              onCheckedChange?.(checked === true);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
          />
        </FormControl>
      )}
    </FormFieldShell>
  );
}
