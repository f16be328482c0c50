import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';

/** How many permissions a row shows before "+N"; the rest are in the badge's title. */
const SHOWN = 3;

export function PermissionBadges({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation('userManagement');
  // The contract's order (ALL first, then the sections as the sidebar lists them), whatever the server's.
  const labels = [...permissions]
    .sort((a, b) => PERMISSIONS.indexOf(a) - PERMISSIONS.indexOf(b))
    .map((permission) => t(`permissions.${permission}`));
  const hidden = labels.slice(SHOWN);
  return (
    <div className="flex max-w-md flex-wrap gap-1">
      {labels.slice(0, SHOWN).map((label) => (
        // A long label ("Marketing Tool: Ads Keyword Tracking") wraps inside its badge instead of widening the column.
        <Badge key={label} variant="outline" className="whitespace-normal">
          {label}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <Badge variant="secondary" title={hidden.join(', ')}>
          {t('role.morePermissions', { count: hidden.length })}
        </Badge>
      )}
    </div>
  );
}
