import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WarGroup } from '@backoffice/contract';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { getWarTopMembersQueryOptions } from '../api/get-war-activity';
import { groupName } from '../group-name';
import { formatCount } from '@/lib/format';

interface TopMembersTableProps {
  groups: readonly WarGroup[];
  group: WarGroup;
  from: string;
  to: string;
  onGroupChange: (groupId: number) => void;
}

/** The chosen group's most active members over the range, by messages. */
export function TopMembersTable({ groups, group, from, to, onGroupChange }: TopMembersTableProps) {
  const { t } = useTranslation('warBot');
  const topMembers = useQuery(getWarTopMembersQueryOptions(group.id, from, to));
  const members = topMembers.data?.members;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analysis.topMembers')}</CardTitle>
        <CardDescription>{t('analysis.topMembersDescription', { name: groupName(group) })}</CardDescription>
        <CardAction>
          <Select value={String(group.id)} onValueChange={(next) => onGroupChange(Number(next))}>
            <SelectTrigger size="sm" className="min-w-48" aria-label={t('analysis.topMembersGroup')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {groups.map((choice) => (
                <SelectItem key={choice.id} value={String(choice.id)}>
                  {groupName(choice)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent>
        {topMembers.isError && (
          <p className="text-destructive">{`${t('analysis.loadFailed')} ${errorMessage(topMembers.error)}`}</p>
        )}
        {topMembers.isPending && <Skeleton className="h-24 w-full" />}
        {members && members.length === 0 && <p className="text-muted-foreground">{t('analysis.noMembers')}</p>}
        {members && members.length > 0 && (
          <Table aria-label={t('analysis.topMembers')}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('analysis.rank')}</TableHead>
                <TableHead>{t('analysis.member')}</TableHead>
                <TableHead className="text-right">{t('figures.messages')}</TableHead>
                <TableHead className="text-right">{t('analysis.daysActive')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member, index) => (
                <TableRow key={member.member_tg_id}>
                  <TableCell className="tabular-nums">{index + 1}</TableCell>
                  <TableCell className="font-medium">
                    {member.username ? `@${member.username}` : member.member_tg_id}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(member.messages)}</TableCell>
                  <TableCell className="text-right tabular-nums">{member.active_days}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
