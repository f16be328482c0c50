import { useQuery } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Stalker } from '@backoffice/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { stalkerGroupsQueryOptions } from './api/stalker-groups';
import { GroupAssignmentForm } from './stalker-group-assignment';

interface StalkerGroupsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stalker: Stalker | undefined;
}

/** Which War Bot groups a stalker watches, within its capacity (500, or 1000 with Premium). */
export function StalkerGroupsDialog({ open, onOpenChange, stalker }: StalkerGroupsDialogProps) {
  const { t } = useTranslation('stalker');
  const name = stalker ? `@${stalker.username}` : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('groups.title')}</DialogTitle>
          <DialogDescription>{t('groups.description', { name })}</DialogDescription>
        </DialogHeader>
        {open && stalker && <AssignedGroupsLoader stalker={stalker} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The picker starts from the stored assignment, so it mounts once that has loaded. */
function AssignedGroupsLoader({ stalker, onDone }: { stalker: Stalker; onDone: () => void }) {
  const { t } = useTranslation('stalker');
  const assigned = useQuery(stalkerGroupsQueryOptions(stalker.id));
  if (assigned.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('groups.loadFailed', { reason: errorMessage(assigned.error) })}
      </p>
    );
  if (!assigned.data)
    return <Loader2Icon className="mx-auto animate-spin text-muted-foreground" aria-label={t('groups.loading')} />;
  return <GroupAssignmentForm stalker={stalker} assigned={assigned.data} onDone={onDone} />;
}
