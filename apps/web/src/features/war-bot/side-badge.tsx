import { useTranslation } from 'react-i18next';
import type { WarGroupSide } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';

/** Own groups read as ours at a glance; rivals stand apart. */
export function SideBadge({ side }: { side: WarGroupSide }) {
  const { t } = useTranslation('warBot');
  return <Badge variant={side === 'Own' ? 'success' : 'destructive'}>{t(`side.${side}`)}</Badge>;
}
