import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { FormFieldShell, textBinding, type FieldProps } from './form-field-shell';

type InputProps = Pick<ComponentProps<'input'>, 'placeholder' | 'type' | 'inputMode' | 'autoComplete' | 'disabled'>;

interface TextFieldProps<T extends FieldValues, TOut> extends FieldProps<T, TOut>, InputProps {
  /** A fixed mark shown inside the box before the text (e.g. "$" before a price). */
  prefix?: string;
  inputClassName?: string;
}

/** A one-line text field. An empty value (null, undefined) shows as ''. */
export function TextField<T extends FieldValues, TOut = T>({
  prefix,
  inputClassName,
  placeholder,
  type,
  inputMode,
  autoComplete = 'off',
  disabled,
  ...shell
}: TextFieldProps<T, TOut>) {
  return (
    <FormFieldShell {...shell}>
      {(field) => {
        const input = (
          <FormControl>
            <Input
              {...textBinding(field)}
              disabled={disabled ?? field.disabled}
              placeholder={placeholder}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              className={cn(prefix && 'pl-7', inputClassName)}
            />
          </FormControl>
        );
        if (!prefix) return input;
        return (
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
              aria-hidden="true"
            >
              {prefix}
            </span>
            {input}
          </div>
        );
      }}
    </FormFieldShell>
  );
}

/** A whole number (a member count): an emptied box is NaN, which the contract reports as "must be a whole number". */
export function NumberField<T extends FieldValues, TOut = T>({
  min = 0,
  step = 1,
  ...shell
}: FieldProps<T, TOut> & { min?: number; step?: number }) {
  return (
    <FormFieldShell {...shell}>
      {(field) => {
        const value: unknown = field.value;
        return (
          <FormControl>
            <Input
              type="number"
              min={min}
              step={step}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
            />
          </FormControl>
        );
      }}
    </FormFieldShell>
  );
}
