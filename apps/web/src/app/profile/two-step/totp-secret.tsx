import { CopyIcon, LoaderCircle } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TotpSetupResponse } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The new secret as a QR code for the app to scan and as text to type (with a copy button); a placeholder until it comes. */
export function TotpSecret({ secret }: { secret: TotpSetupResponse['data'] | undefined }) {
  const { t } = useTranslation('twoStep');

  async function copySecret(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('totp.secretCopied'));
    } catch (error) {
      // No clipboard access: the key stays selectable on screen.
      notify.failure(error);
    }
  }

  if (!secret) {
    return (
      <div role="status" className="grid justify-items-center gap-3">
        <Skeleton className="size-[200px]" />
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      </div>
    );
  }
  return (
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
          <code
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            className="flex-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {groupSecret(secret.secret)}
          </code>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => void copySecret(secret.secret)}
            aria-label={t('totp.copySecret')}
            title={t('totp.copySecret')}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
