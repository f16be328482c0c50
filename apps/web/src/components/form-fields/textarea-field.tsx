import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { FormFieldShell, textBinding, type FieldProps } from './form-field-shell';

interface TextareaFieldProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  rows?: number;
  placeholder?: string;
  inputClassName?: string;
}

/** A text of several lines. An empty value (null, undefined) shows as ''. */
export function TextareaField<T extends FieldValues, TOut = T>({
  rows = 3,
  placeholder,
  inputClassName,
  ...shell
}: TextareaFieldProps<T, TOut>) {
  return (
    <FormFieldShell {...shell}>
      {(field) => (
        <FormControl>
          <Textarea {...textBinding(field)} rows={rows} placeholder={placeholder} className={inputClassName} />
        </FormControl>
      )}
    </FormFieldShell>
  );
}
