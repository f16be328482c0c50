import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
// i18next and tailwind-merge do not come with the sign-in page; this public page's chunk brings them (docs/decisions/0014).
import '@/lib/i18n';
import '@/lib/class-merge';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { FormFieldShell } from '@/components/form-fields/form-field-shell';
import { Form, FormControl } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { resetPassword } from '@/app/auth/api';
import { PasswordPolicy } from '@/components/form-fields/password-policy';
import { endLocalSession } from '@/app/auth/sign-out';
import { PublicCard } from '@/app/layout/public-layout';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAsyncAction } from '@/lib/use-async-action';

const FIELDS = ['new_password', 'confirm_password'] as const;
const LABEL_KEYS = {
  new_password: 'resetPassword.newPassword',
  confirm_password: 'resetPassword.confirmPassword',
} as const;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { new_password: '', confirm_password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });

  const submit = React.useCallback(
    async (values: ResetPasswordRequest) => {
      try {
        await resetPassword(values);
      } catch (error) {
        if (!applyServerErrors(error, form.setError, FIELDS, { PASSWORD_REUSED: 'new_password' }))
          notify.failure(error);
        return;
      }
      // The server ends every session of the account after a reset.
      endLocalSession();
      await navigate({ to: '/success-password-changed/', replace: true });
    },
    [form.setError, navigate],
  );
  const { run, pending } = useAsyncAction(submit);

  return (
    <PublicCard
      title={t('resetPassword.title')}
      description={t('resetPassword.description')}
      className="w-full max-w-md"
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(run)}>
          {FIELDS.map((name) => (
            <React.Fragment key={name}>
              <FormFieldShell control={form.control} name={name} label={t(LABEL_KEYS[name])}>
                {(field) => (
                  <FormControl>
                    <PasswordInput autoComplete="new-password" disabled={pending} {...field} />
                  </FormControl>
                )}
              </FormFieldShell>
              {name === 'new_password' && <PasswordPolicy value={newPassword} />}
            </React.Fragment>
          ))}
          <Button type="submit" disabled={pending} className="w-full">
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {pending ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </form>
      </Form>
    </PublicCard>
  );
}
