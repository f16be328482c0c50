import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { totpEnableRequestSchema, type TotpEnableRequest } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { enableTotp, setupTotp, useMfaMutation } from '@/app/profile/two-step/api';
import { TotpSecret } from '@/app/profile/two-step/totp-secret';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

/** Set up an authenticator app: a new pending secret as a QR code and as text, then a code from the app to confirm. */
export function TotpSetupForm({ onEnabled, onDone }: { onEnabled: (codes: string[]) => void; onDone: () => void }) {
  const { t } = useTranslation('twoStep');
  const setup = useMutation({ mutationFn: setupTotp });
  const { mutate } = setup;
  const started = React.useRef(false);
  React.useEffect(() => {
    // Once per opening: React's strict mode runs effects twice, and each call replaces the secret.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const enable = useMfaMutation(enableTotp);
  const form = useForm<TotpEnableRequest>({
    resolver: zodResolver(totpEnableRequestSchema),
    defaultValues: { code: '' },
  });

  async function submit(values: TotpEnableRequest) {
    let codes: string[];
    try {
      codes = await enable.mutateAsync(values.code);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['code'], { MFA_CODE_INVALID: 'code' })) notify.failure(error);
      return;
    }
    notify.success(t('totp.enabled'));
    onDone();
    onEnabled(codes);
  }

  if (setup.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(setup.error)}
      </p>
    );
  }
  const secret = setup.data;
  return (
    <div className="grid gap-4">
      <TotpSecret secret={secret} />
      <RecordForm
        form={form}
        onSubmit={submit}
        cancelLabel={t('confirm.cancel')}
        submitLabel={t('totp.confirm')}
        submitDisabled={!secret}
      >
        <TextField
          control={form.control}
          name="code"
          label={t('totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={!secret || form.formState.isSubmitting}
        />
      </RecordForm>
    </div>
  );
}
