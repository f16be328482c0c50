export { ActiveStatusField } from './active-status-field';
export { DateField } from './date-field';
export { FormFieldShell, type FieldProps } from './form-field-shell';
export { PasswordField } from './password-field';
export { SelectField, type SelectOption } from './select-field';
export { CheckboxField, SwitchField } from './switch-field';
export { TextField, NumberField } from './text-field';
export { TextareaField } from './textarea-field';
export { characterCount } from './character-count';
