import * as React from 'react';
import { KeyRound, PlusIcon, ShieldCheck, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AddPasskeyForm } from '@/app/profile/two-step/add-passkey-form';
import {
  disableTotp,
  regenerateRecoveryCodes,
  removePasskey,
  useMfaMutation,
  useMfaStatus,
} from '@/app/profile/two-step/api';
import { PasswordConfirmDialog } from '@/app/profile/two-step/password-confirm-dialog';
import { RecoveryCodesDialog } from '@/app/profile/two-step/recovery-codes-dialog';
import { StepDialog } from '@/app/profile/two-step/step-dialog';
import { TotpSetupForm } from '@/app/profile/two-step/totp-setup-form';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';

type OpenDialog =
  | { kind: 'totp-setup' }
  | { kind: 'totp-disable' }
  | { kind: 'passkey-add' }
  | { kind: 'passkey-remove'; passkey: Passkey }
  | { kind: 'recovery-regenerate' };

/**
 * The profile's two-step sign-in card (docs/decisions/0011-two-step-sign-in.md): the authenticator
 * app, passkeys and recovery codes of the signed-in account.
 */
export function TwoStepCard({ email }: { email: string }) {
  const { t } = useTranslation('twoStep');
  const status = useMfaStatus();
  const [dialog, setDialog] = React.useState<OpenDialog>();
  const [codes, setCodes] = React.useState<string[]>();
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(undefined);
  };
  const disable = useMfaMutation(disableTotp);
  const remove = useMfaMutation(({ id, password }: { id: number; password: string }) => removePasskey(id, password));
  const regenerate = useMfaMutation(regenerateRecoveryCodes);
  /** New recovery codes come with the first factor only. */
  const showCodes = (fresh: string[]) => {
    if (fresh.length > 0) setCodes(fresh);
  };

  const data = status.data;
  const hasFactor = data !== undefined && (data.totp_enabled || data.passkeys.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2">
            {t('card.title')}
            {data?.required && <Badge variant="secondary">{t('card.required')}</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(status.error)}
          </p>
        ) : !data ? (
          <div role="status" className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : (
          <>
            <section aria-labelledby="two-step-totp" className="flex flex-wrap items-start justify-between gap-4">
              <div className="grid gap-1">
                <h3 id="two-step-totp" className="flex items-center gap-2 font-medium">
                  <ShieldCheck className="size-4" aria-hidden="true" />
                  {t('totp.title')}
                  <Badge variant={data.totp_enabled ? 'default' : 'outline'}>
                    {data.totp_enabled ? t('card.on') : t('card.off')}
                  </Badge>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {data.totp_enabled ? t('totp.descriptionOn') : t('totp.descriptionOff')}
                </p>
              </div>
              {data.totp_enabled ? (
                <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'totp-disable' })}>
                  {t('totp.turnOff')}
                </Button>
              ) : (
                <Button size="sm" onClick={() => setDialog({ kind: 'totp-setup' })}>
                  {t('totp.setUp')}
                </Button>
              )}
            </section>
            <Separator />
            <section aria-labelledby="two-step-passkeys" className="grid gap-3">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="grid gap-1">
                  <h3 id="two-step-passkeys" className="flex items-center gap-2 font-medium">
                    <KeyRound className="size-4" aria-hidden="true" />
                    {t('passkeys.title')}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t('passkeys.description')}</p>
                </div>
                <Button
                  size="sm"
                  variant={data.totp_enabled ? 'outline' : 'default'}
                  onClick={() => setDialog({ kind: 'passkey-add' })}
                >
                  <PlusIcon aria-hidden="true" />
                  {t('passkeys.add')}
                </Button>
              </div>
              {data.passkeys.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('passkeys.empty')}</p>
              ) : (
                <Table aria-labelledby="two-step-passkeys">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('passkeys.name')}</TableHead>
                      <TableHead>{t('passkeys.created')}</TableHead>
                      <TableHead>{t('passkeys.lastUsed')}</TableHead>
                      <TableHead>
                        <span className="sr-only">{t('passkeys.remove')}</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.passkeys.map((passkey) => (
                      <TableRow key={passkey.id}>
                        <TableCell className="font-medium break-all">{passkey.name}</TableCell>
                        <TableCell>{formatDateTime(passkey.created_at)}</TableCell>
                        <TableCell>
                          {passkey.last_used_at ? formatDateTime(passkey.last_used_at) : t('passkeys.never')}
                        </TableCell>
                        <TableCell className="text-right">
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('passkeys.removeRow', { name: passkey.name })}
                            title={t('passkeys.removeRow', { name: passkey.name })}
                            onClick={() => setDialog({ kind: 'passkey-remove', passkey })}
                          >
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
            <Separator />
            <section aria-labelledby="two-step-recovery" className="flex flex-wrap items-start justify-between gap-4">
              <div className="grid gap-1">
                <h3 id="two-step-recovery" className="font-medium">
                  {t('recovery.title')}
                </h3>
                <p className="text-sm text-muted-foreground">{t('recovery.description')}</p>
                <p className="text-sm" data-testid="recovery-remaining">
                  {hasFactor
                    ? t('recovery.remaining', { count: data.recovery_codes_remaining })
                    : t('recovery.noneYet')}
                </p>
              </div>
              {hasFactor && (
                <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'recovery-regenerate' })}>
                  {t('recovery.regenerate')}
                </Button>
              )}
            </section>
          </>
        )}
      </CardContent>
      <StepDialog
        open={dialog?.kind === 'totp-setup'}
        onOpenChange={closeDialog}
        title={t('totp.setupTitle')}
        description={t('totp.setupDescription')}
      >
        {/* Each opening asks the server for a new secret (it replaces any pending one). */}
        <TotpSetupForm onEnabled={showCodes} onDone={() => closeDialog(false)} />
      </StepDialog>
      <StepDialog
        open={dialog?.kind === 'passkey-add'}
        onOpenChange={closeDialog}
        title={t('passkeys.addTitle')}
        description={t('passkeys.addDescription')}
      >
        <AddPasskeyForm onAdded={showCodes} onDone={() => closeDialog(false)} />
      </StepDialog>
      <PasswordConfirmDialog
        open={dialog?.kind === 'totp-disable'}
        onOpenChange={closeDialog}
        title={t('totp.disableTitle')}
        description={t('totp.disableDescription')}
        confirmLabel={t('totp.turnOff')}
        onConfirm={async (password) => {
          await disable.mutateAsync(password);
          notify.success(t('totp.disabled'));
        }}
      />
      <PasswordConfirmDialog
        open={dialog?.kind === 'passkey-remove'}
        onOpenChange={closeDialog}
        title={t('passkeys.removeTitle', { name: dialog?.kind === 'passkey-remove' ? dialog.passkey.name : '' })}
        description={t('passkeys.removeDescription')}
        confirmLabel={t('passkeys.remove')}
        onConfirm={async (password) => {
          if (dialog?.kind !== 'passkey-remove') return;
          await remove.mutateAsync({ id: dialog.passkey.id, password });
          notify.success(t('passkeys.removed'));
        }}
      />
      <PasswordConfirmDialog
        open={dialog?.kind === 'recovery-regenerate'}
        onOpenChange={closeDialog}
        title={t('recovery.regenerateTitle')}
        description={t('recovery.regenerateDescription')}
        confirmLabel={t('recovery.regenerate')}
        onConfirm={async (password) => {
          setCodes(await regenerate.mutateAsync(password));
        }}
      />
      <RecoveryCodesDialog codes={codes} email={email} onClose={() => setCodes(undefined)} />
    </Card>
  );
}
