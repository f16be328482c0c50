import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useRevokeApiKey } from './api/revoke-api-key';
import { maskedKey } from './api-key-columns';

interface ApiKeyRevokeDialogProps extends RecordDialogProps {
  apiKey: ApiKey | undefined;
}

/** "Revoke this key?": it stops working at once and cannot be brought back. */
export function ApiKeyRevokeDialog({ open, onOpenChange, apiKey }: ApiKeyRevokeDialogProps) {
  const { t } = useTranslation('apiKeys');
  const revoke = useRevokeApiKey();
  const confirm = useConfirmDelete(apiKey, {
    remove: (target) => revoke.mutateAsync(target.id),
    success: t('toast.revoked'),
    failure: (reason) => t('toast.revokeFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('revoke.title')}
      description={t('revoke.description', { name: apiKey?.name ?? '', prefix: apiKey ? maskedKey(apiKey.prefix) : '' })}
      {...confirm}
      confirmLabel={t('revoke.confirm')}
    />
  );
}
