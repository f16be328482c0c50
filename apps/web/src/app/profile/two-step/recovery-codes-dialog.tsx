import { CopyIcon, DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { WarningNote } from '@/components/warning-note';
import { notify } from '@/lib/toast';

interface RecoveryCodesDialogProps {
  /** New codes, shown once; the dialog is open while there are some. */
  codes: string[] | undefined;
  /** The account's e-mail, named in the downloaded file. */
  email: string;
  /** Closing forgets the codes: the server never shows them again. */
  onClose: () => void;
}

/** The recovery codes right after they are made, with copy and download, as the only time they are shown. */
export function RecoveryCodesDialog({ codes, email, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation('twoStep');
  const list = codes ?? [];

  async function copy() {
    try {
      await navigator.clipboard.writeText(list.join('\n'));
      notify.success(t('recovery.copied'));
    } catch (error) {
      // No clipboard access (insecure origin, permission refused): the codes stay selectable on screen.
      notify.failure(error);
    }
  }

  function download() {
    const text = `${t('recovery.fileHeader', { email })}\n\n${list.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'backoffice-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <Dialog open={codes !== undefined && codes.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('recovery.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('recovery.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <ul
          aria-label={t('recovery.listLabel')}
          className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm"
        >
          {list.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <WarningNote>{t('recovery.warning')}</WarningNote>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            {t('recovery.copy')}
          </Button>
          <Button variant="outline" onClick={download}>
            <DownloadIcon aria-hidden="true" />
            {t('recovery.download')}
          </Button>
          <Button onClick={onClose}>{t('recovery.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
