import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CopyIcon, EyeIcon, EyeOffIcon, Loader2Icon, WandSparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PasswordPolicy } from '@/components/form-fields/password-policy';
import { Button } from '@/components/ui/button';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useGeneratePassword } from '../api/generate-password';
import type { AccountFormInput } from './account-form-schema';

/**
 * The password of the account form, with "Generate password" (made by the server, so it always meets
 * the policy) and copy-to-clipboard. A generated password is shown in clear: this is the one moment an
 * administrator can read it to pass it on.
 */
export function AccountPasswordField({ isEdit }: { isEdit: boolean }) {
  const { t } = useTranslation('userManagement');
  const form = useFormContext<AccountFormInput>();
  const [visible, setVisible] = useState(false);
  const generate = useGeneratePassword();

  function onGenerate() {
    generate.mutate(undefined, {
      onSuccess: (password) => {
        form.setValue('password', password, { shouldDirty: true, shouldValidate: true });
        setVisible(true);
        notify.success(t('account.toast.passwordGenerated'));
      },
      onError: () => notify.error(t('account.toast.passwordGenerateFailed')),
    });
  }

  async function onCopy(password: string) {
    try {
      await navigator.clipboard.writeText(password);
      notify.success(t('account.toast.passwordCopied'));
    } catch {
      // No clipboard access (insecure origin, permission refused): say so rather than fail silently.
      notify.error(t('account.toast.passwordCopyFailed'));
    }
  }

  const label = t('account.form.password');
  return (
    <FormField
      control={form.control}
      name="password"
      label={label}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between gap-2">
            <FormLabel>{label}</FormLabel>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <WandSparklesIcon aria-hidden="true" />
              )}
              {t('account.form.generatePassword')}
            </Button>
          </div>
          <div className="flex gap-2">
            <FormControl>
              <Input
                {...field}
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                placeholder={isEdit ? t('account.form.passwordUnchanged') : undefined}
                className="font-mono"
              />
            </FormControl>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setVisible((shown) => !shown)}
              aria-label={visible ? t('account.form.hidePassword') : t('account.form.showPassword')}
              aria-pressed={visible}
            >
              {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => void onCopy(field.value)}
              disabled={!field.value}
              aria-label={t('account.form.copyPassword')}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
          {isEdit && <FormDescription>{t('account.form.passwordEditHint')}</FormDescription>}
          {/* Blank keeps an edited account's password: nothing to tick off until one is typed. */}
          {(!isEdit || field.value !== '') && <PasswordPolicy value={field.value} />}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
