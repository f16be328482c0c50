import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_SECTIONS, AUDIT_SORTABLE, type AuditEntry } from '@backoffice/contract';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useAuditFilterOptions } from './api/get-audit-filter-options';
import { getAuditLogQueryOptions } from './api/get-audit-log';
import { AuditEntryDialog } from './audit-entry-dialog';
import { actionLabel, getAuditLogColumns, sectionLabel } from './audit-log-columns';
import type { AuditLogSearch } from './audit-log-search';

/** /user/audit-log: who did what to which record, when and from where (ALL holders only). */
export function AuditLogPage(route: ListRouteProps<AuditLogSearch>) {
  const { search } = route;
  const { t } = useTranslation('auditLog');
  const [shown, setShown] = useState<{ entry: AuditEntry | undefined; open: boolean }>({
    entry: undefined,
    open: false,
  });
  const options = useAuditFilterOptions();

  const columns = useMemo(() => getAuditLogColumns(t, (entry) => setShown({ entry, open: true })), [t]);
  const section = search.section;
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'actor_id',
        title: t('columns.user'),
        options: (options.data?.actors ?? []).map((actor) => ({
          value: actor.id,
          label: actor.email ?? `#${actor.id}`,
        })),
      },
      {
        id: 'section',
        title: t('columns.section'),
        options: AUDIT_SECTIONS.map((value) => ({ value, label: sectionLabel(t, value) })),
      },
      {
        id: 'action',
        title: t('columns.action'),
        // With a section chosen, only its actions: the list stays short enough to pick from.
        options: (options.data?.actions ?? [])
          .filter((option) => section === undefined || option.section === section)
          .map((option) => ({ value: option.action, label: actionLabel(t, option.action) ?? option.action })),
      },
    ],
    [t, options.data, section],
  );

  return (
    <ListPage
      header={<PageHeader title={t('title')} description={t('description')} />}
      listId="audit-log"
      columns={columns}
      sortable={AUDIT_SORTABLE}
      {...route}
      queryOptions={getAuditLogQueryOptions}
      filters={filters}
      dateFilter={{ title: t('date') }}
      searchPlaceholder={t('searchPlaceholder')}
      exportList={{ type: 'audit-log' }}
    >
      <AuditEntryDialog
        entry={shown.entry}
        open={shown.open}
        onOpenChange={(open) => setShown((current) => ({ ...current, open }))}
      />
    </ListPage>
  );
}
