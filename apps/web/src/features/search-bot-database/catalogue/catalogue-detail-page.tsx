import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, CatalogueHistoryEntry } from '@backoffice/contract';
import { PageHeader } from '@/components/page-header';
import { RecordDialogs, useRecordList } from '@/components/record-list';
import { RecordNotFound } from '@/components/record-not-found';
import { RecordBreadcrumb } from '@/components/record-breadcrumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { useCatalogueEntry } from '../api/get-catalogue-entry';
import { useCatalogueHistory } from '../api/get-catalogue-history';
import { catalogueRecords } from '../api/catalogue-records';
import { catalogueForm, catalogueNames } from './catalogue-form';

/** /database/keyword-database/{id}: one entry, with edit and delete, and its history from the audit log. */
export function CatalogueDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('searchBotDatabase');
  const entry = useCatalogueEntry(id);
  const dialog = useRecordList<CatalogueEntry>();
  const navigate = useNavigate();

  const back = (
    <Button variant="ghost" size="sm" className="w-fit" asChild>
      <Link to="/database/keyword-database">
        <ArrowLeftIcon aria-hidden="true" />
        {t('catalogue.detail.backToList')}
      </Link>
    </Button>
  );
  if (entry.isPending) return <Skeleton className="h-64 w-full" />;
  if (entry.isError) return <RecordNotFound back={back} message={t('catalogue.detail.notFound')} />;
  const current = entry.data;
  return (
    <div className="flex flex-col gap-6">
      <RecordBreadcrumb
        section={
          <Link to="/database" activeOptions={{ exact: true }}>
            {t('nav.searchBot', { ns: 'common' })}
          </Link>
        }
        list={
          <Link to="/database/keyword-database" activeOptions={{ exact: true }}>
            {t('nav.keywordDatabase', { ns: 'common' })}
          </Link>
        }
        record={current.display_name}
      />
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title={current.display_name} description={t('catalogue.detail.title')} />
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => dialog.openDialog('edit', current)}>
            <PencilIcon aria-hidden="true" />
            {t('catalogue.detail.edit')}
          </Button>
          <Button variant="destructive" size="sm" onClick={() => dialog.openDialog('delete', current)}>
            <Trash2Icon aria-hidden="true" />
            {t('catalogue.detail.delete')}
          </Button>
        </div>
      </div>
      <EntryFacts entry={current} />
      <EntryHistory id={id} />
      <RecordDialogs
        list={dialog}
        collection={catalogueRecords}
        words={{ t, prefix: 'catalogue.' }}
        names={catalogueNames}
        form={catalogueForm}
        onDeleted={() => void navigate({ to: '/database/keyword-database' })}
      />
    </div>
  );
}

function EntryFacts({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation('searchBotDatabase');
  const facts: [string, React.ReactNode][] = [
    [
      t('catalogue.columns.link'),
      <a
        key="link"
        href={entry.link}
        target="_blank"
        rel="noreferrer noopener"
        className="break-all underline-offset-4 hover:underline"
      >
        {entry.link}
      </a>,
    ],
    [t('catalogue.columns.category'), t(`category.${entry.category}`)],
    [t('catalogue.columns.tier'), t(`tier.${entry.tier}`)],
    [t('catalogue.columns.memberCount'), formatCount(entry.member_count)],
    [
      t('catalogue.columns.status'),
      <Badge key="status" variant={entry.status === 'Active' ? 'success' : 'secondary'}>
        {t(`status.${entry.status}`)}
      </Badge>,
    ],
    [t('catalogue.columns.createdAt'), `${formatDateTime(entry.created_at)} · ${orMissing(entry.created_by)}`],
    [t('catalogue.columns.updatedAt'), `${formatDateTime(entry.updated_at)} · ${orMissing(entry.updated_by)}`],
  ];
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** "display_name: A → B", one line per changed field. */
function describeChanges(changes: CatalogueHistoryEntry['changes']): string[] {
  const show = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));
  return Object.entries(changes).map(([field, change]) =>
    'from' in change && 'to' in change
      ? `${field}: ${show(change.from)} → ${show(change.to)}`
      : `${field}: ${show(change.to ?? change.from)}`,
  );
}

function EntryHistory({ id }: { id: number }) {
  const { t } = useTranslation('searchBotDatabase');
  const [page, setPage] = useState(1);
  const history = useCatalogueHistory(id, page);
  const data = history.data?.data;
  const totalPages = Math.max(data?.total_page_count ?? 1, 1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('catalogue.detail.history')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Table aria-label={t('catalogue.detail.history')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('catalogue.detail.historyWhen')}</TableHead>
              <TableHead>{t('catalogue.detail.historyWho')}</TableHead>
              <TableHead>{t('catalogue.detail.historyWhat')}</TableHead>
              <TableHead>{t('catalogue.detail.historyChanges')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="text-muted-foreground text-center">
                  {t('catalogue.detail.historyEmpty')}
                </TableCell>
              </TableRow>
            )}
            {data?.data.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(item.created_at)}</TableCell>
                <TableCell>{orMissing(item.actor_username ?? item.actor_email)}</TableCell>
                <TableCell>{t(`catalogue.detail.action.${item.action}`, { defaultValue: item.action })}</TableCell>
                <TableCell>
                  <ul className="text-sm break-all">
                    {describeChanges(item.changes).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {totalPages > 1 && (
          <div className="flex items-center justify-end gap-2 text-sm">
            <span>{t('catalogue.detail.pageOf', { page, total: totalPages })}</span>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
              {t('catalogue.detail.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => setPage((value) => value + 1)}
            >
              {t('catalogue.detail.next')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
