import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookWithSecret } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WarningNote } from '@/components/warning-note';
import { notify } from '@/lib/toast';

/** Shows an endpoint's signing secret once (after create or rotate), with a copy button. */
export function WebhookSecretDialog({ shown, onClose }: { shown: WebhookWithSecret | undefined; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const inputId = useId();

  async function onCopy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('toast.copied'));
    } catch {
      notify.error(t('toast.copyFailed'));
    }
  }

  return (
    <Dialog open={shown !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('secret.title')}</DialogTitle>
          <DialogDescription>{t('secret.description', { url: shown?.url ?? '' })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('secret.label')}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              readOnly
              value={shown?.secret ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={() => shown && void onCopy(shown.secret)}
              aria-label={t('secret.copy')}
              title={t('secret.copy')}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <WarningNote>{t('secret.warning')}</WarningNote>
        <DialogFooter>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
