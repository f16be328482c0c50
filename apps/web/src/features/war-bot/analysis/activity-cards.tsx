import { useTranslation } from 'react-i18next';
import type { WarActivitySummary, WarGroupActivity, WarSideSummary } from '@backoffice/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { groupName } from '../group-name';
import { SideBadge } from '../side-badge';
import { formatFigure, peakHourLabel } from './analysis-model';

/** The range's figures in the order the cards and the comparison list them. */
const SUMMARY_FIGURES = [
  'messages',
  'active_members',
  'joins',
  'leaves',
  'avg_messages_per_day',
  'avg_active_members_per_day',
  'messages_per_active_member',
  'member_count',
] as const satisfies readonly (keyof WarActivitySummary)[];

/** A group's totals and averages over the range, with its busiest hour. */
export function GroupCard({ activity }: { activity: WarGroupActivity }) {
  const { t } = useTranslation('warBot');
  const name = groupName(activity.group);
  return (
    <Card aria-label={name} role="group">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <span className="truncate">{name}</span>
          <SideBadge side={activity.group.side} />
        </CardTitle>
        <CardDescription className="truncate">{activity.group.link}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-y-2 text-sm">
          {SUMMARY_FIGURES.map((figure) => (
            <Figure key={figure} label={t(`figures.${figure}`)} value={formatFigure(activity.totals[figure])} />
          ))}
          <Figure
            label={t('figures.peak_hour')}
            value={activity.peak_hour === null ? '-' : peakHourLabel(activity.peak_hour)}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Own groups against rival groups, figure by figure, in two columns. */
export function SideComparison({ sides }: { sides: readonly WarSideSummary[] }) {
  const { t } = useTranslation('warBot');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analysis.comparison')}</CardTitle>
        <CardDescription>{t('analysis.comparisonDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label={t('analysis.comparison')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('analysis.figure')}</TableHead>
              {sides.map((side) => (
                <TableHead key={side.side} className="text-right">
                  {t(`side.${side.side}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>{t('analysis.groupCount')}</TableCell>
              {sides.map((side) => (
                <TableCell key={side.side} className="text-right tabular-nums">
                  {side.group_count}
                </TableCell>
              ))}
            </TableRow>
            {SUMMARY_FIGURES.map((figure) => (
              <TableRow key={figure}>
                <TableCell>{t(`figures.${figure}`)}</TableCell>
                {sides.map((side) => (
                  <TableCell key={side.side} className="text-right tabular-nums">
                    {formatFigure(side.totals[figure])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
