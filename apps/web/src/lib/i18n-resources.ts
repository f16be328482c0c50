import { LOCALES, VALIDATION_MESSAGES, type ErrorCode, type Locale } from '@backoffice/contract';

export type NamespaceFiles = Record<string, Record<string, unknown>>;
export type Resources = Record<Locale, Record<string, Record<string, unknown>>>;

/** The network/parse failure of the http client. Not a server code, so it is added here. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** '../locales/zh-CN/common.json' → ['zh-CN', 'common']. */
export function parseLocalePath(path: string): [string, string] | undefined {
  const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

/** One language's wording of the error codes: the 'errors' namespace. */
export type ErrorWording = Readonly<Record<ErrorCode, string>>;

/** The 'errors' namespace of one language: the contract's wording, plus the http client's network failure. */
export function errorNamespace(wording: ErrorWording): Record<string, string> {
  return { ...wording, [NETWORK_ERROR]: wording.INTERNAL_ERROR };
}

/**
 * One folder per locale, one JSON file per namespace (file name = namespace). Any file added to a
 * locale folder is picked up. The contract's validation messages join as the 'validation' namespace,
 * and its error wording, when given, as 'errors' (the running console loads that one per language:
 * lib/i18n.ts).
 */
export function buildResources(files: NamespaceFiles, errorWording?: Record<Locale, ErrorWording>): Resources {
  const resources = Object.fromEntries(LOCALES.map((lng) => [lng, {}])) as Resources;
  for (const [path, content] of Object.entries(files)) {
    const parsed = parseLocalePath(path);
    if (!parsed) continue;
    const [lng, ns] = parsed;
    const bucket = (resources as Record<string, Record<string, Record<string, unknown>>>)[lng];
    if (bucket) bucket[ns] = content;
  }
  for (const lng of LOCALES) {
    resources[lng].validation = { ...VALIDATION_MESSAGES[lng] };
    if (errorWording) resources[lng].errors = errorNamespace(errorWording[lng]);
  }
  return resources;
}
