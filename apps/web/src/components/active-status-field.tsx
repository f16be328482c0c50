import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUSES } from '@backoffice/contract';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface ActiveStatusFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** The Active / Inactive choice of a record's form (accounts, catalogue entries, keywords, messages…). */
export function ActiveStatusField<T extends FieldValues>({ control, name, label }: ActiveStatusFieldProps<T>) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value ?? 'Active'} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {ACTIVE_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`activeStatus.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
