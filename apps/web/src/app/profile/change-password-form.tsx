import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '@/app/auth/api';
import { PasswordPolicy } from '@/components/form-fields/password-policy';
import { endLocalSession } from '@/app/auth/sign-out';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const LABEL_KEYS = {
  current_password: 'profile.currentPassword',
  new_password: 'profile.newPassword',
  confirm_password: 'profile.confirmPassword',
} as const;
const AUTOCOMPLETE = {
  current_password: 'current-password',
  new_password: 'new-password',
  confirm_password: 'new-password',
} as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      notify.success(t('profile.changed'));
      // The server ends the session after a password change; sign in again with the new one.
      endLocalSession();
      void navigate({ to: '/login/', replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INCORRECT') {
        form.setError('current_password', { type: 'server', message: errorMessage(error) });
        return;
      }
      if (!applyServerErrors(error, form.setError, FIELDS, { PASSWORD_REUSED: 'new_password' })) notify.failure(error);
    },
  });
  const pending = mutation.isPending;

  return (
    <Form {...form}>
      <form noValidate className="grid max-w-md gap-4" onSubmit={form.handleSubmit((data) => mutation.mutate(data))}>
        {FIELDS.map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            label={t(LABEL_KEYS[name])}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(LABEL_KEYS[name])}</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete={AUTOCOMPLETE[name]} disabled={pending} {...field} />
                </FormControl>
                <FormMessage />
                {name === 'new_password' && <PasswordPolicy value={newPassword} />}
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={pending} className="w-fit">
          {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {t('profile.submit')}
        </Button>
      </form>
    </Form>
  );
}
