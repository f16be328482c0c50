import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mfaPolicyRequestSchema, type MfaPolicy, type MfaPolicyRequest } from '@backoffice/contract';
import { SwitchField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useRoleOptions, type RoleOption } from '../api/get-role-options';
import { useMfaPolicy, useUpdateMfaPolicy } from '../api/mfa-policy';
import { MfaRoleChecklist } from './mfa-role-checklist';

/**
 * Who must use two-step sign-in (docs/decisions/0011-two-step-sign-in.md): every account, or the
 * accounts of chosen roles. Offered to holders of ALL only; the server refuses anyone else.
 */
export function MfaPolicyDialog({ open, onOpenChange }: RecordDialogProps) {
  const { t } = useTranslation('twoStep');
  const policy = useMfaPolicy(open);
  const roles = useRoleOptions();
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('policy.title')}
      description={t('policy.description')}
    >
      {policy.isError || roles.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(policy.error ?? roles.error)}
        </p>
      ) : policy.data && roles.data ? (
        <MfaPolicyForm policy={policy.data} roles={roles.data} onDone={() => onOpenChange(false)} />
      ) : (
        <div role="status" className="grid gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-32" />
        </div>
      )}
    </RecordFormDialog>
  );
}

function MfaPolicyForm({ policy, roles, onDone }: { policy: MfaPolicy; roles: RoleOption[]; onDone: () => void }) {
  const { t } = useTranslation('twoStep');
  const { t: tCommon } = useTranslation('common');
  const baseId = useId();
  const update = useUpdateMfaPolicy();
  const form = useForm<MfaPolicyRequest>({
    resolver: zodResolver(mfaPolicyRequestSchema),
    defaultValues: { required_for_all: policy.required_for_all, role_ids: [...policy.role_ids] },
  });
  const requiredForAll = useWatch({ control: form.control, name: 'required_for_all' });

  async function submit(values: MfaPolicyRequest) {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['required_for_all', 'role_ids'])) notify.failure(error);
      return;
    }
    notify.success(t('policy.saved'));
    onDone();
  }

  return (
    <RecordForm form={form} onSubmit={submit} cancelLabel={tCommon('actions.cancel')} submitLabel={t('policy.save')}>
      <SwitchField
        control={form.control}
        name="required_for_all"
        label={t('policy.requireAll')}
        description={t('policy.requireAllHint')}
        className="flex flex-row items-start gap-3 rounded-md border p-3"
      />
      <FormField
        control={form.control}
        name="role_ids"
        label={t('policy.roles')}
        render={({ field }) => (
          <FormItem>
            <MfaRoleChecklist
              roles={roles}
              selected={new Set(field.value)}
              disabled={requiredForAll}
              hintId={`${baseId}-roles-hint`}
              idPrefix={`${baseId}-role-`}
              onChange={field.onChange}
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </RecordForm>
  );
}
