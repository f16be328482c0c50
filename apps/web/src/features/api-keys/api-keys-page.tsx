import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIST, type ApiKey, type CreatedApiKey } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RecordDeleteDialog } from '@/components/record-delete-dialog';
import { Button } from '@/components/ui/button';
import { getApiKeysQueryOptions } from './api/get-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';
import { ApiKeyBulkRevoke } from './api-key-bulk-revoke';
import { getApiKeyColumns, maskedKey } from './api-key-columns';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import type { ApiKeySearch } from './api-key-search';

/** /user/api-keys: the platform API's keys (ALL holders only). */
export function ApiKeysPage(route: ListRouteProps<ApiKeySearch>) {
  const { t } = useTranslation('apiKeys');
  const [creating, setCreating] = useState(false);
  const [createRound, setCreateRound] = useState(0);
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [revoking, setRevoking] = useState<{ key: ApiKey | undefined; open: boolean }>({ key: undefined, open: false });
  const revoke = useRevokeApiKey();

  const columns = useMemo(() => getApiKeyColumns(t, (key) => setRevoking({ key, open: true })), [t]);
  const toolbar = useListToolbar(API_KEY_LIST, t, (t) => ({
    facets: {
      status: { title: t('columns.status'), label: (status) => t(`status.${status}`) },
    },
    dates: t('createdDate'),
  }));

  return (
    <ListPage
      header={<PageHeader title={t('title')} description={t('description')} />}
      listId="api-key"
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={getApiKeysQueryOptions}
      searchPlaceholder={t('searchPlaceholder')}
      bulk={{
        rowName: (key) => key.name,
        // A revoked key has nothing left to revoke.
        canSelect: (key) => key.status === 'Active',
        actions: (selected, clear) => <ApiKeyBulkRevoke selected={selected} onDone={clear} />,
      }}
      exportList={{ type: 'api-key', selection: true }}
      actions={
        <Button
          size="sm"
          className="h-8"
          onClick={() => {
            setCreateRound((round) => round + 1);
            setCreating(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('add')}
        </Button>
      }
    >
      <ApiKeyCreateDialog
        open={creating}
        onOpenChange={setCreating}
        round={createRound}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <ApiKeyCreatedDialog created={created} onClose={() => setCreated(undefined)} />
      {/* "Revoke this key?": it stops working at once and cannot be brought back. */}
      <RecordDeleteDialog
        open={revoking.open}
        onOpenChange={(open) => setRevoking((current) => ({ ...current, open }))}
        record={revoking.key}
        remove={(key) => revoke.mutateAsync(key.id)}
        keepsRows
        wording={(key) => ({
          title: t('revoke.title'),
          description: t('revoke.description', { name: key.name, prefix: maskedKey(key.prefix) }),
          success: t('toast.revoked'),
          failure: (reason) => t('toast.revokeFailed', { reason }),
          confirm: t('revoke.confirm'),
        })}
      />
    </ListPage>
  );
}
