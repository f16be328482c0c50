import { createFileRoute } from '@tanstack/react-router';
import { FeatureFlagPage } from '@/app/pages/feature-flag-page';

/** Public (spec §2, §6). */
export const Route = createFileRoute('/feature-flag/')({
  component: FeatureFlagPage,
});
