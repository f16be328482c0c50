import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { ListIcon } from 'lucide-react';
import type { AuditEntry } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, orMissing } from '@/lib/format';
import { actionWording, changedFields, describeChange } from './audit-changes';

/** Changed fields shown in the cell; the rest are one click away in the row's dialog. */
const FIELDS_IN_CELL = 2;

/** 'keyword #12', or the kind alone for a row about no one record (a failed sign-in). */
export function recordLabel(entry: AuditEntry): string {
  return entry.entity_id === null ? entry.entity : `${entry.entity} #${entry.entity_id}`;
}

/** What an action means, in the language shown (see actionWording); undefined when only its code can say. */
export function actionLabel(t: TFunction<'auditLog'>, action: string): string | undefined {
  return actionWording(t, action);
}

export function sectionLabel(t: TFunction<'auditLog'>, section: AuditEntry['section']): string {
  return section ? t(`section.${section}`) : t('section.unknown');
}

/** Columns of the audit log; ids are the API's sort names. */
export function getAuditLogColumns(
  t: TFunction<'auditLog'>,
  onShowChanges: (entry: AuditEntry) => void,
): ColumnDef<AuditEntry>[] {
  const column = (id: string, title: string, cell: ColumnDef<AuditEntry>['cell']): ColumnDef<AuditEntry> => ({
    id,
    header: ({ column: current }) => <DataTableColumnHeader column={current} title={title} />,
    meta: { title },
    cell,
  });
  return [
    {
      ...column('created_at', t('columns.time'), ({ row }) => (
        <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
      )),
      enableHiding: false,
    },
    column('actor', t('columns.user'), ({ row }) => orMissing(row.original.actor_email)),
    column('section', t('columns.section'), ({ row }) => (
      <Badge variant="outline">{sectionLabel(t, row.original.section)}</Badge>
    )),
    column('action', t('columns.action'), ({ row }) => {
      const label = actionLabel(t, row.original.action);
      const code = (
        <code className={label ? 'font-mono text-xs text-muted-foreground' : 'font-mono text-xs'}>
          {row.original.action}
        </code>
      );
      if (!label) return code;
      return (
        <div className="flex flex-col items-start gap-0.5">
          <span className="whitespace-nowrap">{label}</span>
          {code}
        </div>
      );
    }),
    column('record', t('columns.record'), ({ row }) => (
      <span className="whitespace-nowrap">{recordLabel(row.original)}</span>
    )),
    column('ip', t('columns.ip'), ({ row }) => <span className="font-mono text-xs">{orMissing(row.original.ip)}</span>),
    {
      ...column('changes', t('columns.changes'), ({ row }) => {
        const fields = changedFields(row.original);
        if (fields.length === 0) return <span className="text-muted-foreground">{t('noChanges')}</span>;
        const more = fields.length - FIELDS_IN_CELL;
        return (
          <div className="flex max-w-md flex-col items-start gap-0.5">
            {fields.slice(0, FIELDS_IN_CELL).map(([field, change]) => (
              <span key={field} className="max-w-full truncate text-xs">
                {describeChange(t, field, change)}
              </span>
            ))}
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => onShowChanges(row.original)}>
              <ListIcon aria-hidden="true" />
              {more > 0 ? t('moreChanges', { count: more }) : t('showChanges')}
            </Button>
          </div>
        );
      }),
      meta: { title: t('columns.changes'), className: 'whitespace-normal' },
    },
  ];
}
