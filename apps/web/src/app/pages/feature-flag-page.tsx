import { Link } from '@tanstack/react-router';
import { useTexts } from '@/lib/texts';
import { FEATURE_FLAGS } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { PublicCard } from '@/app/layout/public-layout';
import { setFeatureEnabled, useFeatureFlags } from '@/lib/feature-flags';

/** The eight feature flags with switches; public, kept in cookies. */
export function FeatureFlagPage() {
  const { t } = useTexts();
  const flags = useFeatureFlags();
  return (
    <PublicCard
      title={t('featureFlags.title')}
      description={t('featureFlags.description')}
      className="w-full max-w-lg"
      footer={
        <Button variant="outline" asChild>
          <Link to="/login/">{t('actions.goBack')}</Link>
        </Button>
      }
    >
      <ul className="divide-y rounded-md border">
        {FEATURE_FLAGS.map((flag) => {
          const id = `feature-flag-${flag}`;
          return (
            <li key={flag} className="flex items-center justify-between gap-4 px-4 py-3">
              <Label htmlFor={id}>{t(`featureFlags.${flag}`)}</Label>
              <Switch id={id} checked={flags[flag]} onCheckedChange={(checked) => setFeatureEnabled(flag, checked)} />
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">{t('featureFlags.saved')}</p>
    </PublicCard>
  );
}
