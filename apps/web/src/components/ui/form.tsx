import * as React from 'react';
import { Slot, type Label as LabelPrimitive } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { humanizeField } from '@backoffice/contract';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { translateValidationMessage } from '@/lib/validation-message';

export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
  /** The field's translated label, used inside validation messages ('{{field}} is required'). */
  label?: string;
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

export type FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = ControllerProps<TFieldValues, TName, TTransformedValues> & {
  /** Translated label of the field; FormMessage puts it into contract messages. */
  label?: string;
};

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ label, ...props }: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const value = React.useMemo(() => ({ name: props.name, label }), [props.name, label]);
  return (
    <FormFieldContext.Provider value={value}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

export function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!fieldContext) throw new Error('useFormField must be used within <FormField>');
  if (!itemContext) throw new Error('useFormField must be used within <FormItem>');
  const formState = useFormState({ name: fieldContext.name });
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id } = itemContext;
  return {
    id,
    name: fieldContext.name,
    label: fieldContext.label,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId();
  const value = React.useMemo(() => ({ id }), [id]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={!error ? formDescriptionId : `${formDescriptionId} ${formMessageId}`}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * Shows the field's error. A contract token ('max_length:30') is rendered in the current
 * language with the field's label; other messages are shown as they are.
 */
export function FormMessage({ className, children, label, ...props }: React.ComponentProps<'p'> & { label?: string }) {
  const { error, formMessageId, name, label: fieldLabel } = useFormField();
  // Re-render when the language changes.
  useTranslation('validation');
  const raw = error ? String(error.message ?? '') : children;
  if (!raw) return null;
  const body =
    typeof raw === 'string' ? translateValidationMessage(raw, label ?? fieldLabel ?? humanizeField(name)) : raw;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  );
}
