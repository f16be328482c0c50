import { useTranslation } from 'react-i18next';
import type { WebhookWithSecret } from '@backoffice/contract';
import { ShownOnceDialog } from '@/components/shown-once-dialog';

/** Shows an endpoint's signing secret once (after create or rotate), with a copy button. */
export function WebhookSecretDialog({ shown, onClose }: { shown: WebhookWithSecret | undefined; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnceDialog
      value={shown?.secret}
      onClose={onClose}
      texts={{
        title: t('secret.title'),
        description: t('secret.description', { url: shown?.url ?? '' }),
        label: t('secret.label'),
        copy: t('secret.copy'),
        warning: t('secret.warning'),
        done: t('secret.done'),
        copied: t('toast.copied'),
        copyFailed: t('toast.copyFailed'),
      }}
    />
  );
}
