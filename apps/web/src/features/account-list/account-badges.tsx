import { useTranslation } from 'react-i18next';
import type { TgAccount, TgAccountSubscription } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';

/** How each classification reads at a glance: a blacklisted user stands out, a whitelisted one reads as trusted. */
const LIST_TYPE_VARIANT = { Normal: 'outline', Whitelist: 'success', Blacklist: 'destructive' } as const;
const USER_TYPE_VARIANT = { User: 'outline', Seller: 'default', BD: 'secondary' } as const;

export function ListTypeBadge({ value }: { value: TgAccount['list_type'] }) {
  const { t } = useTranslation('accountList');
  return <Badge variant={LIST_TYPE_VARIANT[value]}>{t(`listType.${value}`)}</Badge>;
}

export function UserTypeBadge({ value }: { value: TgAccount['user_type'] }) {
  const { t } = useTranslation('accountList');
  return <Badge variant={USER_TYPE_VARIANT[value]}>{t(`userType.${value}`)}</Badge>;
}

export function TierBadge({ value }: { value: TgAccount['tier'] }) {
  const { t } = useTranslation('accountList');
  return <Badge variant={value === 'Premium' ? 'default' : 'outline'}>{t(`tier.${value}`)}</Badge>;
}

export function StatusBadge({ value }: { value: TgAccount['status'] }) {
  const { t } = useTranslation('accountList');
  return <Badge variant={value === 'Active' ? 'success' : 'secondary'}>{t(`status.${value}`)}</Badge>;
}

export function SubscriptionStatusBadge({ value }: { value: TgAccountSubscription['status'] }) {
  const { t } = useTranslation('accountList');
  return <Badge variant={value === 'Subscribed' ? 'success' : 'secondary'}>{t(`subscriptionStatus.${value}`)}</Badge>;
}
