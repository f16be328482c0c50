import { useTranslation } from 'react-i18next';
import type { Stalker } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';

/** Only a working account reads as healthy; a lost session or a ban needs someone to act. */
const HEALTH_VARIANT = {
  online: 'success',
  flood_wait: 'secondary',
  session_invalid: 'destructive',
  banned: 'destructive',
  unknown: 'outline',
} as const;

export function StalkerStatusBadge({ value }: { value: Stalker['status'] }) {
  const { t } = useTranslation('stalker');
  return <Badge variant={value === 'Active' ? 'success' : 'secondary'}>{t(`status.${value}`)}</Badge>;
}

export function StalkerHealthBadge({ value }: { value: Stalker['health'] }) {
  const { t } = useTranslation('stalker');
  return <Badge variant={HEALTH_VARIANT[value]}>{t(`health.${value}`)}</Badge>;
}

/**
 * Groups joined against capacity ("312 / 500"), a Premium mark for the larger capacity, and how many
 * groups the console assigned (the worker joins them over time, so the two can differ).
 */
export function StalkerLoad({ stalker }: { stalker: Stalker }) {
  const { t } = useTranslation('stalker');
  return (
    // The Premium badge under the figures rather than beside them: beside them it widened the column enough to
    // push the row's actions off a 1280 px screen.
    <div className="flex flex-col items-start gap-0.5 whitespace-nowrap tabular-nums">
      <span>{t('load', { joined: stalker.groups_joined, capacity: stalker.capacity })}</span>
      <span className="text-xs text-muted-foreground">{t('assigned', { count: stalker.assigned_groups })}</span>
      {stalker.premium && <Badge variant="outline">{t('premium')}</Badge>}
    </div>
  );
}
