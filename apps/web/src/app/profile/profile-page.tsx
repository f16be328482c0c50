import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { currentAccess } from '@/app/access';
import { firstOfferedPath } from '@/app/navigation';
import { ChangePasswordForm } from '@/app/profile/change-password-form';
import { TwoStepCard } from '@/app/profile/two-step/two-step-card';
import { useSessionUser } from '@/lib/session';

/** A section of the profile: a card with its h2 and the line under it. */
function ProfileSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { t: tTwoStep } = useTranslation('twoStep');
  const user = useSessionUser();
  if (!user) return null;
  // The notice only when the sidebar offers nothing: a role may open sections the landing table does not name.
  const opensNoSection = firstOfferedPath(currentAccess()) === undefined;
  const details = [
    { label: t('profile.username'), value: user.username },
    { label: t('profile.email'), value: user.email },
    { label: t('profile.role'), value: user.role.name },
  ];
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
      {user.mfa_setup_required && (
        // The policy asks this account for a second factor; nothing else opens until one is added.
        <p role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {tTwoStep('card.requiredNotice')}
        </p>
      )}
      {opensNoSection && !user.mfa_setup_required && (
        <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {t('profile.noSection')}
        </p>
      )}
      <ProfileSection title={t('profile.title')} description={t('profile.description')}>
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          {details.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className="text-sm font-medium break-all">{row.value}</dd>
            </div>
          ))}
          <dt className="text-sm text-muted-foreground">{t('profile.permissions')}</dt>
          <dd className="flex flex-wrap gap-1.5">
            {user.permissions.length === 0 ? (
              <span className="text-sm">{t('profile.noPermissions')}</span>
            ) : (
              user.permissions.map((permission) => (
                <Badge key={permission} variant="secondary" title={permission}>
                  {t(`permissions.${permission}`, { defaultValue: permission })}
                </Badge>
              ))
            )}
          </dd>
        </dl>
      </ProfileSection>
      <ProfileSection title={t('profile.changePassword')} description={t('profile.changePasswordHint')}>
        <ChangePasswordForm />
      </ProfileSection>
      <TwoStepCard email={user.email} />
    </div>
  );
}
