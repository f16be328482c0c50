import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUSES } from '@backoffice/contract';
import { SelectField } from '@/components/select-field';

interface ActiveStatusFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
}

/** The Active / Inactive choice of a record's form (accounts, catalogue entries, keywords, messages…). */
export function ActiveStatusField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, label }: ActiveStatusFieldProps<T, TOut>) {
  const { t } = useTranslation('common');
  const options = ACTIVE_STATUSES.map((status) => ({ value: status, label: t(`activeStatus.${status}`) }));
  return <SelectField control={control} name={name} label={label} options={options} emptyValue="Active" />;
}
