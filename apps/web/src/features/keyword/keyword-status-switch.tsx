import { useTranslation } from 'react-i18next';
import type { Keyword, KeywordType } from '@backoffice/contract';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useUpdateKeywordStatus } from './api/update-keyword-status';

/** The Active/Inactive switch of a list row: saves at once. */
export function KeywordStatusSwitch({ type, keyword }: { type: KeywordType; keyword: Keyword }) {
  const { t } = useTranslation('keyword');
  const updateStatus = useUpdateKeywordStatus(type);
  const active = keyword.status === 'Active';

  async function onChange(checked: boolean) {
    try {
      await updateStatus.mutateAsync({ id: keyword.id, status: checked ? 'Active' : 'Inactive' });
      notify.success(t('toast.statusUpdated'));
    } catch (error) {
      notify.error(t('toast.statusFailed', { reason: errorMessage(error) }));
    }
  }

  return (
    <label className="flex items-center gap-2">
      <Switch
        checked={active}
        disabled={updateStatus.isPending}
        onCheckedChange={(checked) => void onChange(checked)}
        aria-label={t('statusOf', { keyword: keyword.keyword })}
      />
      <span className={active ? 'whitespace-nowrap' : 'whitespace-nowrap text-muted-foreground'}>
        {t(`status.${keyword.status}`)}
      </span>
    </label>
  );
}
