import { useTranslation } from 'react-i18next';
import type { WarGroupActivity } from '@backoffice/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { groupName } from '../group-name';
import { formatFigure } from './analysis-model';

const COLUMNS = [
  'messages',
  'active_members',
  'joins',
  'leaves',
  'member_count',
  'messages_per_active_member',
] as const;

/** The charts' figures as numbers: a row per group and day. */
export function DayTable({ groups }: { groups: readonly WarGroupActivity[] }) {
  const { t } = useTranslation('warBot');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analysis.dayTable')}</CardTitle>
      </CardHeader>
      {/* A scrolling region: focusable, so that keyboard users can scroll it too. */}
      <CardContent
        role="region"
        aria-label={t('analysis.dayTable')}
        tabIndex={0}
        className="max-h-[480px] overflow-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Table aria-label={t('analysis.dayTable')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('analysis.group')}</TableHead>
              <TableHead>{t('analysis.day')}</TableHead>
              {COLUMNS.map((column) => (
                <TableHead key={column} className="text-right">
                  {t(`figures.${column}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.flatMap((group) =>
              group.days.map((day) => (
                <TableRow key={`${group.group.id}-${day.day}`}>
                  <TableCell className="font-medium">{groupName(group.group)}</TableCell>
                  <TableCell className="tabular-nums">{day.day}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} className="text-right tabular-nums">
                      {formatFigure(day[column])}
                    </TableCell>
                  ))}
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
