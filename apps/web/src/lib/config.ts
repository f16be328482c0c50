/**
 * Runtime configuration. The server writes it into index.html as
 * `<meta name="backoffice-config" content='{"appApiUrl":"","userApiUrl":"/um"}'>`, so one build
 * runs against any deployment. Missing or broken → same-origin defaults.
 */
export interface RuntimeConfig {
  /** Base of the app API ('' = same origin). */
  appApiUrl: string;
  /** Base of the user-management API (auth, accounts, roles). */
  userApiUrl: string;
  /** The single sign-on provider's name for "Sign in with …"; absent when single sign-on is not configured. */
  ssoName?: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = { appApiUrl: '', userApiUrl: '/um' };

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.replace(/\/+$/, '') : fallback;
}

export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return DEFAULT_CONFIG;
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_CONFIG;
    const record = parsed as Record<string, unknown>;
    const ssoName = typeof record.ssoName === 'string' && record.ssoName.trim() !== '' ? record.ssoName : undefined;
    return {
      appApiUrl: stringOr(record.appApiUrl, DEFAULT_CONFIG.appApiUrl),
      userApiUrl: stringOr(record.userApiUrl, DEFAULT_CONFIG.userApiUrl),
      ...(ssoName !== undefined && { ssoName }),
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}

function readFromDocument(): RuntimeConfig {
  if (typeof document === 'undefined') return DEFAULT_CONFIG;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="backoffice-config"]');
  return parseRuntimeConfig(meta?.content);
}

/** Read from the page each time: a query and a parse, and the answer always that of the document in hand. */
export function getRuntimeConfig(): RuntimeConfig {
  return readFromDocument();
}
