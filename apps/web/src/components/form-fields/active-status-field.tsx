import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUSES } from '@backoffice/contract';
import type { FieldProps } from './form-field-shell';
import { SelectField } from './select-field';

/** The Active / Inactive choice of a record's form (accounts, catalogue entries, keywords, messages…). */
export function ActiveStatusField<T extends FieldValues, TOut = T>(props: FieldProps<T, TOut>) {
  const { t } = useTranslation('common');
  const options = ACTIVE_STATUSES.map((status) => ({ value: status, label: t(`activeStatus.${status}`) }));
  return <SelectField {...props} options={options} emptyValue="Active" />;
}
