import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { CopyIcon, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { totpEnableRequestSchema, type TotpEnableRequest } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { FormDialogFooter, type RecordDialogProps } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { enableTotp, setupTotp, useMfaMutation } from '@/app/profile/two-step/api';
import { StepDialog } from '@/app/profile/two-step/step-dialog';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

interface TotpSetupDialogProps extends RecordDialogProps {
  /** The app is on; `codes` are the recovery codes when it is the account's first factor (else empty). */
  onEnabled: (codes: string[]) => void;
}

/** Set up an authenticator app: a new pending secret as a QR code and as text, then a code from the app to confirm. */
export function TotpSetupDialog({ open, onOpenChange, onEnabled }: TotpSetupDialogProps) {
  const { t } = useTranslation('twoStep');
  return (
    <StepDialog open={open} onOpenChange={onOpenChange} title={t('totp.setupTitle')} description={t('totp.setupDescription')}>
      {/* Each opening asks the server for a new secret (it replaces any pending one). */}
      <TotpSetup onEnabled={onEnabled} onDone={() => onOpenChange(false)} />
    </StepDialog>
  );
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function TotpSetup({ onEnabled, onDone }: { onEnabled: (codes: string[]) => void; onDone: () => void }) {
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
  const form = useForm<TotpEnableRequest>({ resolver: zodResolver(totpEnableRequestSchema), defaultValues: { code: '' } });

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

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('totp.secretCopied'));
    } catch (error) {
      // No clipboard access: the key stays selectable on screen.
      notify.failure(error);
    }
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
      {secret ? (
        <div className="grid justify-items-center gap-3">
          {/* A white quiet zone in both themes: scanners need the contrast. */}
          <div className="rounded-md bg-white p-3">
            <QRCodeSVG value={secret.otpauth_url} size={176} role="img" aria-label={t('totp.qrLabel')} />
          </div>
          <div className="grid w-full gap-1">
            <p className="text-sm font-medium" id="totp-secret-label">
              {t('totp.secret')}
            </p>
            <div className="flex items-center gap-2">
              <code aria-labelledby="totp-secret-label" data-testid="totp-secret" className="flex-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all">
                {groupSecret(secret.secret)}
              </code>
              <Button type="button" variant="outline" size="icon" onClick={() => void copySecret(secret.secret)} aria-label={t('totp.copySecret')} title={t('totp.copySecret')}>
                <CopyIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div role="status" className="grid justify-items-center gap-3">
          <Skeleton className="size-[200px]" />
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        </div>
      )}
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <TextField
            control={form.control}
            name="code"
            label={t('totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            disabled={!secret || form.formState.isSubmitting}
          />
          <FormDialogFooter cancelLabel={t('confirm.cancel')} submitLabel={t('totp.confirm')} submitting={form.formState.isSubmitting} disabled={!secret} />
        </form>
      </Form>
    </div>
  );
}
