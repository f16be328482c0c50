import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { CatalogueEntry } from '@backoffice/contract';
import {
  column,
  countColumn,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  statusColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';

/** Columns of the keyword database; ids are the API's sort names. The display name opens the detail page. */
export function getCatalogueColumns(t: TFunction<'searchBotDatabase'>, rows: RecordRowHandlers<CatalogueEntry>) {
  return [
    column<CatalogueEntry>('display_name', t('catalogue.columns.displayName'), {
      hideable: false,
      cell: (entry) => (
        <Link
          to="/database/keyword-database/$id"
          params={{ id: String(entry.id) }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {entry.display_name}
        </Link>
      ),
    }),
    column<CatalogueEntry>('link', t('catalogue.columns.link'), {
      cell: (entry) => (
        <a
          href={entry.link}
          target="_blank"
          rel="noreferrer noopener"
          className="text-muted-foreground break-all underline-offset-4 hover:underline"
        >
          {entry.link}
        </a>
      ),
    }),
    column<CatalogueEntry>('category', t('catalogue.columns.category'), {
      cell: (entry) => t(`category.${entry.category}`),
    }),
    column<CatalogueEntry>('tier', t('catalogue.columns.tier'), {
      cell: (entry) => (
        <Badge variant={entry.tier === 'Premium' ? 'default' : 'outline'}>{t(`tier.${entry.tier}`)}</Badge>
      ),
    }),
    countColumn<CatalogueEntry>('member_count', t('catalogue.columns.memberCount')),
    statusColumn<CatalogueEntry>(t('catalogue.columns.status'), (status) => t(`status.${status}`)),
    dateTimeColumn<CatalogueEntry>('created_at', t('catalogue.columns.createdAt')),
    optionalColumn<CatalogueEntry>('created_by', t('catalogue.columns.createdBy')),
    dateTimeColumn<CatalogueEntry>('updated_at', t('catalogue.columns.updatedAt')),
    rowActionsColumn(t('common.actions'), (entry) => entry.display_name, rows),
  ];
}
