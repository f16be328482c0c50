import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
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

/** The words of a shown-once dialog, in the caller's section texts. */
export interface ShownOnceTexts {
  title: string;
  description: string;
  label: string;
  copy: string;
  warning: string;
  done: string;
  copied: string;
  copyFailed: string;
}

interface ShownOnceDialogProps {
  /** The value shown this once (an API key, a signing secret); the dialog is open while there is one. */
  value: string | undefined;
  texts: ShownOnceTexts;
  /** Closing forgets the value: it cannot be shown again. */
  onClose: () => void;
}

/** Shows a value the server answers only once, with a copy button and the warning that it will not be shown again. */
export function ShownOnceDialog({ value, texts, onClose }: ShownOnceDialogProps) {
  const inputId = useId();

  async function onCopy(shown: string) {
    try {
      await navigator.clipboard.writeText(shown);
      notify.success(texts.copied);
    } catch {
      // No clipboard access (insecure origin, permission refused): the value stays selectable in the field.
      notify.error(texts.copyFailed);
    }
  }

  return (
    <Dialog open={value !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{texts.label}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              readOnly
              value={value ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={() => value !== undefined && void onCopy(value)}
              aria-label={texts.copy}
              title={texts.copy}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <WarningNote>{texts.warning}</WarningNote>
        <DialogFooter>
          <Button onClick={onClose}>{texts.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
