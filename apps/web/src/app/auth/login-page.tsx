import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { login } from '@/app/auth/api';
import { completeSignIn } from '@/app/auth/sign-in';
import { PublicLayout } from '@/app/layout/public-layout';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/http';
import { useAsyncAction } from '@/lib/use-async-action';
import { notify } from '@/lib/toast';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
    // Spec §5: validate on submit, then re-validate on change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The button follows the validity of what is typed now, without showing errors before a submit.
  const values = useWatch({ control: form.control });
  const canSubmit = loginRequestSchema.safeParse(values).success;

  const [failure, setFailure] = React.useState('');
  const submit = React.useCallback(
    async (values: LoginRequest) => {
      setFailure('');
      try {
        const outcome = completeSignIn(await login(values));
        if (outcome.kind === 'reset-password') await navigate({ to: '/reset-password/', replace: true });
        else await navigate({ href: outcome.href, replace: true });
      } catch (error) {
        if (applyServerErrors(error, form.setError, ['email', 'password'])) return;
        const message =
          isApiError(error) && error.code === 'INVALID_CREDENTIALS' ? t('login.loginFailed') : errorMessage(error);
        notify.error(message);
        setFailure(message);
      }
    },
    [form.setError, navigate, t],
  );
  const { run, pending } = useAsyncAction(submit);
  return (
    <PublicLayout>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{t('login.title')}</h1>
          </CardTitle>
          <CardDescription>{t('login.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form
              noValidate
              className="grid gap-4"
              onSubmit={form.handleSubmit(run)}
              aria-busy={pending}
            >
              <FormField
                control={form.control}
                name="email"
                label={t('login.email')}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('login.email')}</FormLabel>
                    <FormControl>
                      <Input
                        type="email"
                        autoComplete="username"
                        placeholder={t('login.emailPlaceholder')}
                        disabled={pending}
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="password"
                label={t('login.password')}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('login.password')}</FormLabel>
                    <FormControl>
                      <PasswordInput autoComplete="current-password" disabled={pending} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={!canSubmit || pending} className="w-full">
                {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {pending ? t('login.submitting') : t('login.submit')}
              </Button>
              {/* Announces failures to screen readers as well as the toast. */}
              <p className="sr-only" aria-live="polite">
                {failure}
              </p>
            </form>
          </Form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
