import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangedPage } from '@/app/auth/password-changed-page';

export const Route = createFileRoute('/success-password-changed/')({
  component: PasswordChangedPage,
});
