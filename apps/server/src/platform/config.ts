import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist}/platform → repository root. */
const repositoryRoot = path.resolve(here, '../../../..');

/** An IPv4/IPv6 address, optionally with a CIDR prefix length: `10.0.0.0/8`, `::1`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: `false` (none), `true` (any, so the
 * left-most entry is believed), or the proxies' addresses and ranges, comma-separated — then the
 * client is the nearest entry not among them, which a client cannot forge.
 */
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.length > 0, 'must be true, false, or proxy addresses such as 10.0.0.5,10.1.0.0/16')
  .transform((entries, context): boolean | string[] => {
    const [only] = entries;
    if (entries.length === 1 && only !== undefined && ['true', '1', 'false', '0'].includes(only))
      return only === 'true' || only === '1';
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined)
      context.addIssue({ code: 'custom', message: `"${wrong}" is not an IP address or CIDR range` });
    return entries;
  });

/** `postgres://…,postgres://…`: each one a PostgreSQL URL, none twice. */
const replicaUrls = z.string().transform((value, context): string[] => {
  const urls = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // The entry is not quoted back: it would carry the password into the start-up error.
  const wrong = urls.findIndex((url) => !/^postgres(ql)?:\/\/[^/]/.test(url) || !URL.canParse(url));
  if (wrong >= 0)
    context.addIssue({ code: 'custom', message: `entry ${wrong + 1} must start with postgres:// or postgresql://` });
  else if (urls.length === 0) context.addIssue({ code: 'custom', message: 'must list at least one postgres:// URL' });
  else if (new Set(urls).size !== urls.length) context.addIssue({ code: 'custom', message: 'lists a URL twice' });
  return urls;
});

/** Loopback hosts, where an OpenID provider may speak plain HTTP (a provider on the same machine). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The issuer of single sign-on: https, or http on a loopback address. */
const issuerUrl = z
  .url({ protocol: /^https?$/, error: 'must be an https:// URL such as https://sso.example.com/realms/backoffice' })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK.has(url.hostname);
  }, 'must use https:// (plain http:// only on a loopback address)');

/** One entry of OIDC_ROLE_MAPPING: a group the provider names, and the role (by name) its members get. */
export interface GroupRole {
  group: string;
  role: string;
}

/**
 * `ops-admins=Super Admin,marketing=Marketing`: the first entry whose group a person is in gives their role, so the
 * stronger roles are listed first. Role names are checked at each sign-in, not here: roles are data and change.
 */
const roleMapping = z.string().transform((value, context): GroupRole[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const mapping: GroupRole[] = [];
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const group = entry.slice(0, equals).trim();
    const role = entry.slice(equals + 1).trim();
    if (equals < 0 || group === '' || role === '') {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not group=Role (e.g. ops-admins=Super Admin,marketing=Marketing)`,
      });
      return z.NEVER;
    }
    mapping.push({ group, role });
  }
  if (mapping.length === 0) context.addIssue({ code: 'custom', message: 'must map at least one group to a role' });
  return mapping;
});

/** Every setting, with its default; a wrong value stops start-up with a message naming it. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL schema of this deployment (several may share one database); unset: the role's search_path, usually public. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier (letters, digits, _)')
    .optional(),
  /**
   * Streaming standbys of DATABASE_URL's server, comma-separated, for the reads that may be a little behind
   * (docs/decisions/0042-read-replicas.md). Secrets like DATABASE_URL: only their host, port and database are shown.
   */
  DATABASE_REPLICA_URLS: replicaUrls.optional(),
  /** A replica further behind the primary than this is left out of reads until it catches up. */
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** How often each replica's lag is measured, in milliseconds. */
  DATABASE_REPLICA_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a statement may run or wait for a lock (PostgreSQL), or wait for the write lock (SQLite). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Longest wait for a PostgreSQL connection: opening one, or a free one of the pool. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  ADMIN_EMAIL: z.email().default('admin@backoffice.local'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  TOKEN_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(3600).max(31_536_000).default(2_592_000),
  CONSOLE_APP_API_URL: z.string().default(''),
  CONSOLE_USER_API_URL: z.string().default('/um'),
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
  TRUST_PROXY: trustedProxies.default(false),
  /**
   * Passkeys: the WebAuthn relying-party ID (the console's host name) and origin. Unset: the host and
   * origin of each request, as TRUST_PROXY lets the proxy name them (docs/decisions/0011-two-step-sign-in.md).
   */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
      'must be a host name such as console.example.com',
    )
    .optional(),
  WEBAUTHN_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+$/,
      'must be an origin such as https://console.example.com (scheme, host, optional port)',
    )
    .optional(),
  /** Platform API calls per minute per API key and route (per instance: the counter is in memory). */
  PLATFORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(6000),
  /**
   * Days audit entries are kept; older ones are deleted at start and hourly, the deletion itself audited
   * (`audit_log.purge`). Unset (the default): the audit log is kept for ever.
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  /** Days a Completed export file is kept before it is deleted and the export marked Expired. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Whether this instance runs export jobs; an instance that only serves the API may leave them to others. */
  EXPORT_WORKER: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /** An export whose worker sent no heartbeat for this long is taken over (its instance died). */
  EXPORT_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  /**
   * Webhooks (docs/decisions/0041-webhooks.md). `true` lets endpoints point at loopback, private, link-local
   * and unique-local addresses (a receiver on the same machine or network); `false` (the default) refuses them
   * at registration and at every delivery, on the address the name resolves to.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Whether this instance delivers webhooks; any number of instances may, each delivery is claimed by one. */
  WEBHOOK_WORKER: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /** Seconds one delivery attempt may take, connection to the last byte of the answer. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  /** A sponsor whose expiry date is this many days away or fewer raises `sponsor.expiring`, once per expiry date. */
  WEBHOOK_SPONSOR_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** How often the webhook worker looks for work when nothing woke it, in milliseconds. */
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** The wait before the first retry, in milliseconds; each further retry waits twice as long, at most an hour. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /** Attempts of one delivery before it is Failed (staff can still send it again). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(10),
  /** A delivery whose worker sent no heartbeat for this long is taken over (its instance died). */
  WEBHOOK_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Days a delivered or given-up delivery, and a dispatched event none still waits on, are kept; the worker
   * deletes older ones hourly. Pending and claimed deliveries are kept whatever their age.
   */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Keys of the stalker session-string encryption, newest first: `2:<base64>,1:<base64>` (each at
   * least 32 bytes). Unset: one key generated into DATA_DIR/keys/stalker-session.key (mode 0600).
   */
  STALKER_SESSION_KEYS: z
    .string()
    .regex(
      /^\d+:[A-Za-z0-9+/_-]+=*(,\d+:[A-Za-z0-9+/_-]+=*)*$/,
      'must be version:base64 pairs separated by commas, newest first',
    )
    .optional(),
  /**
   * Turns on GET /metrics (Prometheus), for scrapers sending it as a bearer token; unset, the route does not
   * exist. A secret of its own: a scraper holding it can read counts, never data nor staff or platform access.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Single sign-on through an OpenID Connect provider (docs/decisions/0033-single-sign-on.md): all of the
   * issuer, client id and secret, display name and role mapping, or none (the sign-in page is password only).
   */
  OIDC_ISSUER_URL: issuerUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's name on the sign-in button: "Sign in with <name>". */
  OIDC_DISPLAY_NAME: z.string().min(1).max(40, 'must be at most 40 characters').optional(),
  /** The ID token or user-info claim listing the person's groups. */
  OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
  OIDC_ROLE_MAPPING: roleMapping.optional(),
  /** Where the provider sends the browser back; unset: /um/v1/auth/oidc/callback on the request's own origin. */
  OIDC_REDIRECT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL ending in /um/v1/auth/oidc/callback' })
    .refine(
      (value) => new URL(value).pathname.endsWith('/v1/auth/oidc/callback'),
      'must end in /um/v1/auth/oidc/callback',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

/** The names of every variable the server reads: .env.example and the README list the same (env-example.test.ts). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape) as (keyof Config)[];

export class ConfigError extends Error {}

/** Single sign-on is on when these are set, and refused at start when only some are. */
export const OIDC_REQUIRED = [
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_DISPLAY_NAME',
  'OIDC_ROLE_MAPPING',
] as const;

/** Single sign-on's settings when it is configured. */
export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  displayName: string;
  groupsClaim: string;
  roleMapping: GroupRole[];
  redirectUrl: string | undefined;
}

export function oidcConfigOf(config: Config): OidcConfig | undefined {
  const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_DISPLAY_NAME, OIDC_ROLE_MAPPING } = config;
  if (!OIDC_ISSUER_URL || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_DISPLAY_NAME || !OIDC_ROLE_MAPPING)
    return undefined;
  return {
    issuerUrl: OIDC_ISSUER_URL,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    displayName: OIDC_DISPLAY_NAME,
    groupsClaim: config.OIDC_GROUPS_CLAIM,
    roleMapping: OIDC_ROLE_MAPPING,
    redirectUrl: config.OIDC_REDIRECT_URL,
  };
}

function missingOidcSettings(config: Config): string[] {
  const set = OIDC_REQUIRED.filter((name) => config[name] !== undefined);
  if (set.length === 0 || set.length === OIDC_REQUIRED.length) return [];
  return OIDC_REQUIRED.filter((name) => config[name] === undefined).map(
    (name) => `  ${name}: required for single sign-on (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set)`,
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.DATABASE_REPLICA_URLS && !result.data.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URLS: read replicas need PostgreSQL: set DATABASE_URL to the primary',
    );
  // A lag is known only to within one check: checked less often than the bound, a replica could pass it unseen.
  if (result.data.DATABASE_REPLICA_CHECK_INTERVAL_MS > result.data.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_CHECK_INTERVAL_MS: must be at most DATABASE_REPLICA_MAX_LAG_SECONDS in milliseconds',
    );
  const missing = missingOidcSettings(result.data);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

export function databaseKind(config: Pick<Config, 'DATABASE_URL'>): 'sqlite' | 'postgres' {
  return config.DATABASE_URL ? 'postgres' : 'sqlite';
}
