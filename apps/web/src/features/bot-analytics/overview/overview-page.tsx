import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BotFigures, BotOverviewCard, DatePreset } from '@backoffice/contract';
import { formatDay, presetRange, rangeFromSearch } from '@/components/data-table/date-range';
import { DateRangeFilter, type DateRangeValue } from '@/components/data-table/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useBots } from '../api/get-bots';
import { getOverviewQueryOptions } from '../api/get-overview';
import { BotStatusSwitch } from './bot-status-switch';
import type { OverviewSearch } from './overview-search';
import { formatCount } from '@/lib/format';
import { loadAhead, useLoaded } from '@/lib/use-loaded';

// Loaded with this page only (recharts must stay out of the first download), and asked for as soon as
// the page's code runs, beside its data: asked for once the data had come, the charts were drawn only
// after the two waits one after the other.
const charts = loadAhead(() => import('./overview-charts'));

const DEFAULT_PRESET: DatePreset = 'last30Days';
const ALL_BOTS = 'all';
const FIGURES = ['searches', 'new_subscribers', 'lost_subscribers', 'messages_in', 'messages_out'] as const;

interface OverviewPageProps {
  search: OverviewSearch;
  onSearchChange: (next: OverviewSearch) => void;
}

/** The chosen range as calendar days; Last 30 days when the URL names none. */
function selectedDays(search: OverviewSearch): { from: string; to: string; value: DateRangeValue } {
  const range = rangeFromSearch(search) ?? presetRange(DEFAULT_PRESET);
  const value: DateRangeValue =
    search.preset || (search.from && search.to) ? search : { preset: DEFAULT_PRESET, from: undefined, to: undefined };
  return { from: formatDay(range.from), to: formatDay(range.to), value };
}

/** /bot: each bot's searches, subscribers and messages over a date range, with daily charts. */
export function OverviewPage({ search, onSearchChange }: OverviewPageProps) {
  const { t } = useTranslation('botAnalytics');
  const { from, to, value } = selectedDays(search);
  const bots = useBots();
  const overview = useQuery(getOverviewQueryOptions(from, to, search.bot_id));
  const labels: Record<keyof BotFigures, string> = {
    searches: t('overview.figures.searches'),
    new_subscribers: t('overview.figures.new_subscribers'),
    lost_subscribers: t('overview.figures.lost_subscribers'),
    messages_in: t('overview.figures.messages_in'),
    messages_out: t('overview.figures.messages_out'),
  };
  const data = overview.data;
  const drawing = useLoaded(charts);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <div className="flex flex-wrap items-center gap-2">
        <DateRangeFilter
          title={t('overview.range')}
          value={value}
          onChange={(next) => onSearchChange({ ...search, ...next })}
        />
        <Select
          value={search.bot_id === undefined ? ALL_BOTS : String(search.bot_id)}
          onValueChange={(next) => onSearchChange({ ...search, bot_id: next === ALL_BOTS ? undefined : Number(next) })}
        >
          <SelectTrigger size="sm" className="min-w-40" aria-label={t('filters.bot')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_BOTS}>{t('filters.allBots')}</SelectItem>
            {(bots.data ?? []).map((bot) => (
              <SelectItem key={bot.id} value={String(bot.id)}>{`@${bot.username}`}</SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-sm text-muted-foreground">{t('overview.rangeDescription', { from, to })}</p>
      </div>
      {overview.isError && (
        <p className="text-destructive">{`${t('overview.loadFailed')} ${errorMessage(overview.error)}`}</p>
      )}
      {overview.isPending && <Skeleton className="h-40 w-full" />}
      {data && data.bots.length === 0 && <p className="text-muted-foreground">{t('overview.noBots')}</p>}
      {data && data.bots.length > 0 && (
        <>
          <section aria-label={t('overview.title')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.bots.length > 1 && (
              <FiguresCard title={t('overview.allBotsCard')} figures={data.totals} labels={labels} />
            )}
            {data.bots.map((bot) => (
              <BotCard key={bot.bot_id} bot={bot} labels={labels} />
            ))}
          </section>
          <div className="grid gap-4 xl:grid-cols-2">
            <ChartCard title={t('overview.activityChart')}>
              {drawing && <drawing.ActivityChart days={data.days} labels={labels} />}
            </ChartCard>
            <ChartCard title={t('overview.subscribersChart')}>
              {drawing && <drawing.SubscribersChart days={data.days} labels={labels} />}
            </ChartCard>
          </div>
        </>
      )}
    </div>
  );
}

function BotCard({ bot, labels }: { bot: BotOverviewCard; labels: Record<keyof BotFigures, string> }) {
  const { t } = useTranslation('botAnalytics');
  return (
    <FiguresCard
      title={`@${bot.username}`}
      description={t('overview.subscribers', { count: bot.subscribers })}
      action={<BotStatusSwitch bot={bot} />}
      figures={bot.totals}
      labels={labels}
    />
  );
}

function FiguresCard({
  title,
  description,
  action,
  figures,
  labels,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  figures: BotFigures;
  labels: Record<keyof BotFigures, string>;
}) {
  return (
    <Card aria-label={title} role="group">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {FIGURES.map((figure) => (
            <div key={figure} className="flex items-baseline justify-between gap-2">
              <dt className="text-muted-foreground">{labels[figure]}</dt>
              <dd className="font-semibold tabular-nums">{formatCount(figures[figure])}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** A chart under its title; a placeholder of its size until the chart code has come (`children` undefined). */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {children ? (
          <div className="h-[300px] w-full" role="img" aria-label={title}>
            {children}
          </div>
        ) : (
          <Skeleton className="h-[300px] w-full" />
        )}
      </CardContent>
    </Card>
  );
}
