import { ACTIVE_STATUSES, type Keyword, type KeywordType } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { BulkCallAction } from '@/components/bulk-call-action';
import { notify } from '@/lib/toast';
import { useBulkKeywordStatus } from './api/bulk-keyword-status';

interface KeywordBulkStatusProps {
  type: KeywordType;
  selected: readonly Keyword[];
  onDone: () => void;
}

/** "Set Active" and "Set Inactive" for the selected keywords: the list's status switch, for many at once. */
export function KeywordBulkStatus({ type, selected, onDone }: KeywordBulkStatusProps) {
  const { t } = useTranslation('keyword');
  const setStatus = useBulkKeywordStatus(type);
  const ids = selected.map((keyword) => keyword.id);
  return ACTIVE_STATUSES.map((status) => (
    <BulkCallAction
      key={status}
      label={t('bulk.setStatus', { status: t(`status.${status}`) })}
      run={() => setStatus.mutateAsync({ ids, status })}
      onSuccess={() => {
        notify.success(t('bulk.statusSet', { count: ids.length, status: t(`status.${status}`) }));
        onDone();
      }}
      failure={(reason) => t('toast.statusFailed', { reason })}
    />
  ));
}
