import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/lib/i18n';

/** App-wide providers. TanStack Query is provided by the authenticated layout only (see routes/__root.tsx). */
export function Providers({ children }: { children: React.ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
