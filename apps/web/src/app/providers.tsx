import type * as React from 'react';

/**
 * App-wide providers: none today. TanStack Query is provided by the authenticated layout only (see
 * routes/__root.tsx); i18next needs no provider (react-i18next's initReactI18next in lib/i18n.ts), and
 * loads with the console, not with the sign-in page (docs/decisions/0014).
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return children;
}
