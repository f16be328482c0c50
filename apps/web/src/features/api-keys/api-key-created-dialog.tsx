import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@backoffice/contract';
import { ShownOnceDialog } from '@/components/shown-once-dialog';

interface ApiKeyCreatedDialogProps {
  /** The key just created; the dialog is open while there is one. */
  created: CreatedApiKey | undefined;
  /** Closing forgets the key: it cannot be shown again. */
  onClose: () => void;
}

/** Shows a new key once, with a copy button and the warning that it will not be shown again. */
export function ApiKeyCreatedDialog({ created, onClose }: ApiKeyCreatedDialogProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <ShownOnceDialog
      value={created?.key}
      onClose={onClose}
      texts={{
        title: t('created.title'),
        description: t('created.description', { name: created?.name ?? '' }),
        label: t('created.key'),
        copy: t('created.copy'),
        warning: t('created.warning'),
        done: t('created.done'),
        copied: t('toast.copied'),
        copyFailed: t('toast.copyFailed'),
      }}
    />
  );
}
