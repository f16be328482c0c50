import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@backoffice/contract';
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

interface ApiKeyCreatedDialogProps {
  /** The key just created; the dialog is open while there is one. */
  created: CreatedApiKey | undefined;
  /** Closing forgets the key: it cannot be shown again. */
  onClose: () => void;
}

/** Shows a new key once, with a copy button and the warning that it will not be shown again. */
export function ApiKeyCreatedDialog({ created, onClose }: ApiKeyCreatedDialogProps) {
  const { t } = useTranslation('apiKeys');
  const inputId = useId();

  async function onCopy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      notify.success(t('toast.copied'));
    } catch {
      // No clipboard access (insecure origin, permission refused): the key stays selectable in the field.
      notify.error(t('toast.copyFailed'));
    }
  }

  return (
    <Dialog open={created !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('created.title')}</DialogTitle>
          <DialogDescription>{t('created.description', { name: created?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('created.key')}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              readOnly
              value={created?.key ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={() => created && void onCopy(created.key)}
              aria-label={t('created.copy')}
              title={t('created.copy')}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <WarningNote>{t('created.warning')}</WarningNote>
        <DialogFooter>
          <Button onClick={onClose}>{t('created.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
