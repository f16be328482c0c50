import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useRevokeApiKey } from './api/revoke-api-key';
import { maskedKey } from './api-key-columns';

interface ApiKeyRevokeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apiKey: ApiKey | undefined;
}

/** "Revoke this key?": it stops working at once and cannot be brought back. */
export function ApiKeyRevokeDialog({ open, onOpenChange, apiKey }: ApiKeyRevokeDialogProps) {
  const { t } = useTranslation('apiKeys');
  const revoke = useRevokeApiKey();

  async function onConfirm(): Promise<boolean> {
    if (!apiKey) return false;
    try {
      await revoke.mutateAsync(apiKey.id);
      notify.success(t('toast.revoked'));
      return true;
    } catch (error) {
      notify.error(t('toast.revokeFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('revoke.title')}
      description={t('revoke.description', { name: apiKey?.name ?? '', prefix: apiKey ? maskedKey(apiKey.prefix) : '' })}
      onConfirm={onConfirm}
      pending={revoke.isPending}
      confirmLabel={t('revoke.confirm')}
    />
  );
}
