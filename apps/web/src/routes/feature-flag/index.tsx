import { createFileRoute } from '@tanstack/react-router';
import { FeatureFlagPage } from '@/app/pages/feature-flag-page';

/** Public. */
export const Route = createFileRoute('/feature-flag/')({
  component: FeatureFlagPage,
});
