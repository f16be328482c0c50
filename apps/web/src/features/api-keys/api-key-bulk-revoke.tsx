import type { ApiKey } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { BulkCallAction } from '@/components/bulk-call-action';
import { notify } from '@/lib/toast';
import { useBulkRevokeApiKeys } from './api/revoke-api-key';

/** "Revoke selected": the selected keys stop working at once; asks first, as the single revoke does. */
export function ApiKeyBulkRevoke({ selected, onDone }: { selected: readonly ApiKey[]; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const revoke = useBulkRevokeApiKeys();
  const count = selected.length;
  return (
    <BulkCallAction
      label={t('bulk.revoke')}
      variant="destructive"
      run={() => revoke.mutateAsync(selected.map((key) => key.id))}
      onSuccess={() => {
        notify.success(t('bulk.revoked', { count }));
        onDone();
      }}
      failure={(reason) => t('toast.revokeFailed', { reason })}
      confirm={{
        title: t('bulk.title', { count }),
        description: t('bulk.description', { count }),
        confirmLabel: t('revoke.confirm'),
        keepsRows: true,
      }}
    />
  );
}
