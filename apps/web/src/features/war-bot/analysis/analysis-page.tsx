import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DatePreset, WarActivity, WarGroup } from '@backoffice/contract';
import { formatDay, presetRange, rangeFromSearch } from '@/components/data-table/date-range';
import { DateRangeFilter, type DateRangeValue } from '@/components/data-table/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { loadAhead, useLoaded } from '@/lib/use-loaded';
import { getWarActivityQueryOptions, getWarTopMembersQueryOptions } from '../api/get-war-activity';
import { getWarGroupChoicesQueryOptions } from '../api/get-war-groups';
import { groupName } from '../group-name';
import { DAY_METRICS, chartRows, chosenGroupIds, seriesKey, topGroupOf, type DayMetric } from './analysis-model';
import type { AnalysisSearch } from './analysis-search';
import { GroupCard, SideComparison } from './activity-cards';
import { DayTable } from './day-table';
import { GroupPicker } from './group-picker';
import { TopMembersTable } from './top-members-table';

// Loaded with this page only (recharts must stay out of the first download), and asked for as soon as
// the page's code runs, beside its data: asked for once the data had come, the charts were drawn only
// after the two waits one after the other.
const metricChart = loadAhead(() => import('./metric-chart'));

const DEFAULT_PRESET: DatePreset = 'last7Days';

interface AnalysisPageProps {
  search: AnalysisSearch;
  onSearchChange: (next: AnalysisSearch) => void;
}

/** The chosen range as calendar days; Last 7 days when the URL names none. */
function selectedDays(search: AnalysisSearch): { from: string; to: string; value: DateRangeValue } {
  const range = rangeFromSearch(search) ?? presetRange(DEFAULT_PRESET);
  const value: DateRangeValue =
    search.preset || (search.from && search.to) ? search : { preset: DEFAULT_PRESET, from: undefined, to: undefined };
  return { from: formatDay(range.from), to: formatDay(range.to), value };
}

/** /war-bot: tracked groups' daily activity over a date range, own against rival. */
export function AnalysisPage({ search, onSearchChange }: AnalysisPageProps) {
  const { t } = useTranslation('warBot');
  const { from, to, value } = selectedDays(search);
  const choices = useQuery(getWarGroupChoicesQueryOptions());
  const groups = choices.data ?? [];
  const groupIds = chosenGroupIds(search.groups, groups);
  const activity = useQuery(getWarActivityQueryOptions(groupIds, from, to));
  // The top members' group is known from the choice alone: asked for beside the activity, not after it.
  const topGroupId = topGroupOf(groupIds, search.top);
  useQuery({ ...getWarTopMembersQueryOptions(topGroupId ?? 0, from, to), enabled: topGroupId !== undefined });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('analysis.title')} description={t('analysis.description')} />
      <div className="flex flex-wrap items-center gap-2">
        <DateRangeFilter
          title={t('analysis.range')}
          value={value}
          onChange={(next) => onSearchChange({ ...search, ...next })}
        />
        <GroupPicker
          groups={groups}
          selected={groupIds}
          onChange={(ids) => onSearchChange({ ...search, groups: ids.join(',') || undefined })}
        />
        <p className="text-sm text-muted-foreground">{t('analysis.rangeDescription', { from, to })}</p>
      </div>
      {choices.isError && (
        <p className="text-destructive">{`${t('analysis.loadFailed')} ${errorMessage(choices.error)}`}</p>
      )}
      {choices.isSuccess && groups.length === 0 && <NoGroups />}
      {activity.isError && (
        <p className="text-destructive">{`${t('analysis.loadFailed')} ${errorMessage(activity.error)}`}</p>
      )}
      {(choices.isPending || (groupIds.length > 0 && activity.isPending)) && <Skeleton className="h-40 w-full" />}
      {activity.data && groupIds.length > 0 && (
        <ActivityReport
          activity={activity.data}
          topGroupId={search.top}
          onTopGroupChange={(top) => onSearchChange({ ...search, top })}
        />
      )}
    </div>
  );
}

function NoGroups() {
  const { t } = useTranslation('warBot');
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-muted-foreground">{t('analysis.noGroups')}</p>
      <Button asChild size="sm" variant="outline">
        <Link to="/war-bot/groups">{t('analysis.openGroups')}</Link>
      </Button>
    </div>
  );
}

interface ActivityReportProps {
  activity: WarActivity;
  topGroupId: number | undefined;
  onTopGroupChange: (groupId: number) => void;
}

function ActivityReport({ activity, topGroupId, onTopGroupChange }: ActivityReportProps) {
  const { t } = useTranslation('warBot');
  const reported: WarGroup[] = activity.groups.map((entry) => entry.group);
  const topGroupIdShown = topGroupOf(
    reported.map((group) => group.id),
    topGroupId,
  );
  const topGroup = reported.find((group) => group.id === topGroupIdShown);
  return (
    <>
      <section aria-label={t('analysis.cards')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {activity.groups.map((entry) => (
          <GroupCard key={entry.group.id} activity={entry} />
        ))}
      </section>
      <SideComparison sides={activity.sides} />
      <div className="grid gap-4 xl:grid-cols-2">
        {DAY_METRICS.map((metric) => (
          <MetricCard key={metric} metric={metric} activity={activity} />
        ))}
      </div>
      <DayTable groups={activity.groups} />
      {topGroup && (
        <TopMembersTable
          groups={reported}
          group={topGroup}
          from={activity.from}
          to={activity.to}
          onGroupChange={onTopGroupChange}
        />
      )}
    </>
  );
}

function MetricCard({ metric, activity }: { metric: DayMetric; activity: WarActivity }) {
  const { t } = useTranslation('warBot');
  const title = t(`analysis.charts.${metric}`);
  const MetricChart = useLoaded(metricChart)?.default;
  const series = activity.groups.map((entry) => ({ key: seriesKey(entry.group.id), name: groupName(entry.group) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {MetricChart ? (
          <div className="h-[260px] w-full" role="img" aria-label={title}>
            <MetricChart rows={chartRows(activity, metric)} series={series} />
          </div>
        ) : (
          <Skeleton className="h-[260px] w-full" />
        )}
      </CardContent>
    </Card>
  );
}
