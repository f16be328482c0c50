import { useTranslation } from 'react-i18next';
import type { BotOverviewCard } from '@backoffice/contract';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useUpdateBotStatus } from '../api/update-bot-status';

/** A bot card's Active switch: a bot the platform first heard of through its data is Inactive until staff turn it on. */
export function BotStatusSwitch({ bot }: { bot: BotOverviewCard }) {
  const { t } = useTranslation('botAnalytics');
  const updateStatus = useUpdateBotStatus();
  const active = bot.status === 'Active';

  async function onChange(checked: boolean) {
    try {
      await updateStatus.mutateAsync({ id: bot.bot_id, status: checked ? 'Active' : 'Inactive' });
      notify.success(t('overview.statusUpdated'));
    } catch (error) {
      notify.error(t('overview.statusFailed', { reason: errorMessage(error) }));
    }
  }

  return (
    <label className="flex items-center gap-2 text-sm">
      <Switch
        checked={active}
        disabled={updateStatus.isPending}
        onCheckedChange={(checked) => void onChange(checked)}
        aria-label={t('overview.statusOf', { bot: `@${bot.username}` })}
      />
      <span className={active ? '' : 'text-muted-foreground'}>
        {t(active ? 'overview.active' : 'overview.inactive')}
      </span>
    </label>
  );
}
