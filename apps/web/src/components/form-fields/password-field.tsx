import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { FormFieldShell, textBinding, type FieldProps } from './form-field-shell';

interface PasswordFieldProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  placeholder?: string;
  inputClassName?: string;
}

/** A secret typed once (a password, a session string), with a show/hide toggle; never filled in by the browser. */
export function PasswordField<T extends FieldValues, TOut = T>({
  placeholder,
  inputClassName,
  ...shell
}: PasswordFieldProps<T, TOut>) {
  return (
    <FormFieldShell {...shell}>
      {(field) => (
        <FormControl>
          <PasswordInput
            {...textBinding(field)}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            className={inputClassName}
          />
        </FormControl>
      )}
    </FormFieldShell>
  );
}
