import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DatePreset } from '@backoffice/contract';
import { formatDay, presetRange, rangeFromSearch } from '@/components/data-table/date-range';
import { DateRangeFilter, type DateRangeValue } from '@/components/data-table/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { getSponsorQueryOptions } from '../api/get-sponsor';
import { getSponsorStatsQueryOptions } from '../api/get-sponsor-stats';
import type { DetailSearch } from './detail-search';
import { formatCount } from '@/lib/format';

// Loaded with this page only: recharts must stay out of the first download.
const SponsorStatsChart = lazy(() => import('./sponsor-stats-chart'));

const DEFAULT_PRESET: DatePreset = 'last30Days';

interface SponsorDetailPageProps {
  search: DetailSearch;
  onSearchChange: (next: DetailSearch) => void;
}

/** The chosen range as calendar days; Last 30 days when the URL names none. */
function selectedDays(search: DetailSearch): { from: string; to: string; value: DateRangeValue } {
  const range = rangeFromSearch(search) ?? presetRange(DEFAULT_PRESET);
  const value: DateRangeValue =
    search.preset || (search.from && search.to) ? search : { preset: DEFAULT_PRESET, from: undefined, to: undefined };
  return { from: formatDay(range.from), to: formatDay(range.to), value };
}

/** /database/detail-sponsor?sponsorId=…: one sponsor, and its views and clicks per day over a date range. */
export function SponsorDetailPage({ search, onSearchChange }: SponsorDetailPageProps) {
  const { t } = useTranslation('sponsor');
  const sponsorId = search.sponsorId;
  if (sponsorId === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('detail.title')} description={t('detail.missing')} />
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to="/database/sponsor">{t('sponsor.backToClients')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <SponsorDetail sponsorId={sponsorId} search={search} onSearchChange={onSearchChange} />;
}

function SponsorDetail({ sponsorId, search, onSearchChange }: SponsorDetailPageProps & { sponsorId: number }) {
  const { t } = useTranslation('sponsor');
  const { from, to, value } = selectedDays(search);
  const sponsor = useQuery(getSponsorQueryOptions(sponsorId));
  const stats = useQuery(getSponsorStatsQueryOptions(sponsorId, from, to));
  const labels = { views: t('detail.views'), clicks: t('detail.clicks') };
  const data = sponsor.data;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          {data ? (
            <Link to="/database/sponsor/$id" params={{ id: data.client_id }}>
              <ArrowLeftIcon aria-hidden="true" />
              {t('detail.back')}
            </Link>
          ) : (
            <Link to="/database/sponsor">
              <ArrowLeftIcon aria-hidden="true" />
              {t('sponsor.backToClients')}
            </Link>
          )}
        </Button>
      </div>
      <PageHeader
        title={data?.display ?? t('detail.title')}
        description={data ? `${data.client_name} · ${data.link}` : undefined}
      />
      {sponsor.isError && <p className="text-destructive">{errorMessage(sponsor.error)}</p>}
      {data && (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term={t('sponsor.columns.expiredDate')}>{data.expired_date}</Fact>
          <Fact term={t('sponsor.columns.status')}>
            <Badge variant={data.status === 'Active' ? 'success' : 'secondary'}>{t(`status.${data.status}`)}</Badge>
          </Fact>
          <Fact term={`${t('sponsor.columns.viewCount')} (${t('detail.lifetime')})`}>
            {formatCount(data.view_count)}
          </Fact>
          <Fact term={`${t('sponsor.columns.clickCount')} (${t('detail.lifetime')})`}>
            {formatCount(data.click_count)}
          </Fact>
        </dl>
      )}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <CardTitle>{t('detail.chartTitle')}</CardTitle>
            <CardDescription>{t('detail.chartDescription', { from, to })}</CardDescription>
          </div>
          <DateRangeFilter
            title={t('detail.range')}
            value={value}
            onChange={(next) => onSearchChange({ sponsorId, preset: next.preset, from: next.from, to: next.to })}
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {stats.data && (
            <div className="flex flex-wrap gap-6 text-sm font-medium" data-testid="sponsor-totals">
              <span>{t('detail.totalViews', { count: stats.data.total_views })}</span>
              <span>{t('detail.totalClicks', { count: stats.data.total_clicks })}</span>
            </div>
          )}
          {stats.isError && (
            <p className="text-destructive">{`${t('detail.loadFailed')} ${errorMessage(stats.error)}`}</p>
          )}
          {stats.isPending && <Skeleton className="h-80 w-full" />}
          {stats.data && (
            <Suspense fallback={<Skeleton className="h-80 w-full" />}>
              <div className="h-80 w-full" role="img" aria-label={t('detail.chartTitle')}>
                <SponsorStatsChart days={stats.data.days} labels={labels} />
              </div>
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}
