import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

/** What every field of a record form takes: where its value lives, its label and an optional hint. */
export interface FieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** A hint under the control; a function gets the current value (e.g. "12/30 characters"). */
  description?: ReactNode | ((value: unknown) => ReactNode);
  /** Classes of the field's block (e.g. a grid column). */
  className?: string;
}

/** The props that bind a text control to its field; an empty value (null, undefined) shows as ''. */
export function textBinding<T extends FieldValues>(field: ControllerRenderProps<T, FieldPath<T>>) {
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange: field.onChange,
    value: String(field.value ?? ''),
    disabled: field.disabled,
  };
}

interface FormFieldShellProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  /** The control, wrapped in FormControl so that the label, aria-invalid and aria-describedby point at it. */
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode;
  /** The label comes after the control (a checkbox or a switch on one line). */
  inline?: boolean;
}

/**
 * The block every field is: label, control, hint and validation message, bound to react-hook-form by name.
 * The fields of form-fields/ differ only by their control.
 */
export function FormFieldShell<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  className,
  inline = false,
  children,
}: FormFieldShellProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      render={({ field }) => {
        const hint = typeof description === 'function' ? description(field.value) : description;
        if (inline) {
          // A checkbox or switch leads; its label (and hint, stacked under it) follows on the same line.
          return (
            <FormItem className={className ?? (hint ? 'flex flex-row items-start gap-3' : 'flex items-center gap-2')}>
              {children(field)}
              {hint ? (
                <div className="grid gap-1.5">
                  <FormLabel>{label}</FormLabel>
                  <FormDescription>{hint}</FormDescription>
                  <FormMessage />
                </div>
              ) : (
                <>
                  <FormLabel className="font-normal">{label}</FormLabel>
                  <FormMessage />
                </>
              )}
            </FormItem>
          );
        }
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            {children(field)}
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
