import { createFileRoute, redirect } from '@tanstack/react-router';
import { TokenLoginPage, type TokenLoginSearch } from '@/app/auth/token-login-page';

/** Search values arrive parsed (a number stays a number); the tokens are text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Home: `/?auth_at=…&auth_at_expires=…&auth_rf=…&auth_rf_expires=…` signs in with the token pair. */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): TokenLoginSearch => ({
    auth_at: text(search.auth_at),
    auth_at_expires: text(search.auth_at_expires),
    auth_rf: text(search.auth_rf),
    auth_rf_expires: text(search.auth_rf_expires),
  }),
  beforeLoad: ({ search }) => {
    if (!search.auth_at) throw redirect({ to: '/login/', replace: true });
  },
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  return <TokenLoginPage search={search} />;
}
