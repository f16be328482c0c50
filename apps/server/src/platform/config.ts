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
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.length > 0, 'must be true, false, or proxy addresses such as 10.0.0.5,10.1.0.0/16')
  .transform((entries, context): boolean | string[] => {
    const [only] = entries;
    if (entries.length === 1 && only !== undefined && ['true', '1', 'false', '0'].includes(only)) return only === 'true' || only === '1';
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) context.addIssue({ code: 'custom', message: `"${wrong}" is not an IP address or CIDR range` });
    return entries;
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
    .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, 'must be a host name such as console.example.com')
    .optional(),
  WEBAUTHN_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://console.example.com (scheme, host, optional port)')
    .optional(),
  /** Platform API calls per minute per API key and route (per instance: the counter is in memory). */
  PLATFORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(6000),
  /** Days a Completed export file is kept before it is deleted and the export marked Expired. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Whether this instance runs export jobs; an instance that only serves the API may leave them to others. */
  EXPORT_WORKER: z.enum(['on', 'off']).default('on').transform((value) => value === 'on'),
  /** An export whose worker sent no heartbeat for this long is taken over (its instance died). */
  EXPORT_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  /**
   * Keys of the stalker session-string encryption, newest first: `2:<base64>,1:<base64>` (each at
   * least 32 bytes). Unset: one key generated into DATA_DIR/keys/stalker-session.key (mode 0600).
   */
  STALKER_SESSION_KEYS: z
    .string()
    .regex(/^\d+:[A-Za-z0-9+/_-]+=*(,\d+:[A-Za-z0-9+/_-]+=*)*$/, 'must be version:base64 pairs separated by commas, newest first')
    .optional(),
  /**
   * Turns on GET /metrics (Prometheus), for scrapers sending it as a bearer token; unset, the route does not
   * exist. A secret of its own: a scraper holding it can read counts, never data nor staff or platform access.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

/** The names of every variable the server reads: .env.example and the README list the same (env-example.test.ts). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape) as (keyof Config)[];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

export function databaseKind(config: Pick<Config, 'DATABASE_URL'>): 'sqlite' | 'postgres' {
  return config.DATABASE_URL ? 'postgres' : 'sqlite';
}
