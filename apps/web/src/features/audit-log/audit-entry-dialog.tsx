import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, orMissing } from '@/lib/format';
import { changedFields, fieldLabel, formatAuditValue } from './audit-changes';
import { actionLabel, recordLabel, sectionLabel } from './audit-log-columns';

interface AuditEntryDialogProps {
  entry: AuditEntry | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every changed field of one audit row, old and new value side by side (secrets arrive as [REDACTED]). */
export function AuditEntryDialog({ entry, open, onOpenChange }: AuditEntryDialogProps) {
  const { t } = useTranslation('auditLog');
  const fields = entry ? changedFields(entry) : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('detail.title')}</DialogTitle>
          <DialogDescription>
            {entry &&
              t('detail.description', {
                user: orMissing(entry.actor_email),
                action: actionLabel(t, entry.action) ?? entry.action,
                record: recordLabel(entry),
                section: sectionLabel(t, entry.section),
                time: formatDateTime(entry.created_at),
                ip: orMissing(entry.ip),
              })}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('detail.field')}</TableHead>
                <TableHead>{t('detail.from')}</TableHead>
                <TableHead>{t('detail.to')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {fields.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3} className="text-center text-muted-foreground">
                    {t('noChanges')}
                  </TableCell>
                </TableRow>
              ) : (
                fields.map(([field, change]) => (
                  <TableRow key={field}>
                    <TableCell>{fieldLabel(t, field)}</TableCell>
                    <TableCell className="whitespace-pre-wrap break-all">
                      {formatAuditValue(t, field, change.from)}
                    </TableCell>
                    <TableCell className="whitespace-pre-wrap break-all">
                      {formatAuditValue(t, field, change.to)}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('detail.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
