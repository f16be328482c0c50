import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/app/profile/profile-page';

export const Route = createFileRoute('/_authenticated/profile/')({
  component: ProfilePage,
});
