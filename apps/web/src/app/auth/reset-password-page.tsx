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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { resetPassword } from '@/app/auth/api';
import { PasswordPolicy } from '@/app/auth/password-policy';
import { endLocalSession } from '@/app/auth/sign-out';
import { PublicLayout } from '@/app/layout/public-layout';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAsyncAction } from '@/lib/use-async-action';

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
        if (!applyServerErrors(error, form.setError, ['new_password', 'confirm_password'], { PASSWORD_REUSED: 'new_password' })) notify.failure(error);
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
    <PublicLayout>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{t('resetPassword.title')}</h1>
          </CardTitle>
          <CardDescription>{t('resetPassword.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(run)}>
              <FormField
                control={form.control}
                name="new_password"
                label={t('resetPassword.newPassword')}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('resetPassword.newPassword')}</FormLabel>
                    <FormControl>
                      <PasswordInput autoComplete="new-password" disabled={pending} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <PasswordPolicy value={newPassword} />
              <FormField
                control={form.control}
                name="confirm_password"
                label={t('resetPassword.confirmPassword')}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('resetPassword.confirmPassword')}</FormLabel>
                    <FormControl>
                      <PasswordInput autoComplete="new-password" disabled={pending} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={pending} className="w-full">
                {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {pending ? t('resetPassword.submitting') : t('resetPassword.submit')}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
