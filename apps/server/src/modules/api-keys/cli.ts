import { parseArgs } from 'node:util';
import { API_KEY_SCOPES, createApiKeySchema, renderMessageEn } from '@backoffice/contract';
import type { Actor } from '../../platform/audit.js';
import type { Db } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { findApiKeyByPrefix, listApiKeys } from './repo.js';
import { ApiKeyService } from './service.js';

export const API_KEY_USAGE = `Usage: npm run cli -- api-key <create|list|revoke> [options]

  api-key create --name "search bot" --scopes read,ingest   create a key; it is printed once
  api-key create --name "worker 1" --scopes stalker --stalkers 1,2,3
                                                            a stalker key serves the stalkers named (ids)
  api-key list                                              every key: prefix, name, scopes, stalkers, status, last use
  api-key revoke --prefix <prefix>                          revoke a key at once (the prefix is in the list)

Scopes: ${API_KEY_SCOPES.join(', ')}. A stalker key reads the session strings of its --stalkers only.
`;

/** Exit codes: 0 done, 1 a refusal about the data (no such key), 2 a wrong command line. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** The audit log's actor for changes made from the command line. */
const CLI_ACTOR: Actor = { id: null, email: 'cli', ip: null };

class UsageError extends Error {}

type OptionName = 'name' | 'scopes' | 'stalkers' | 'prefix';

function options(args: string[], allowed: readonly OptionName[]) {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: false,
    });
    return values as Partial<Record<OptionName, string>>;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function create(db: Db, args: string[], io: CliIo): Promise<number> {
  const values = options(args, ['name', 'scopes', 'stalkers']);
  const list = (text: string | undefined) =>
    text === undefined
      ? undefined
      : text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
  // Ids as numbers when they are whole decimal numbers; anything else goes to the schema as is, to be refused.
  const stalkerIds = list(values.stalkers)?.map((id) => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : id));
  const parsed = createApiKeySchema.safeParse({
    name: values.name,
    scopes: list(values.scopes),
    ...(stalkerIds && { stalker_ids: stalkerIds }),
  });
  if (!parsed.success) {
    const flag = (field: string) => (field === 'stalker_ids' ? 'stalkers' : field);
    const problems = parsed.error.issues.map(
      (issue) => `--${flag(String(issue.path[0]))}: ${renderMessageEn(issue.message, flag(String(issue.path[0])))}`,
    );
    throw new UsageError(
      `${problems.join('\n')}\n(scopes are ${API_KEY_SCOPES.join(', ')}, separated by commas; a stalker key needs --stalkers with stalker ids, separated by commas)`,
    );
  }
  let created;
  try {
    created = await new ApiKeyService(db).create(parsed.data, CLI_ACTOR);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      io.err(
        `--stalkers: no live stalker has some of these ids (${parsed.data.stalker_ids?.join(',') ?? ''}); the Stalker page lists them.`,
      );
      return 1;
    }
    throw error;
  }
  const bound =
    created.stalkers.length > 0 ? `, stalkers ${created.stalkers.map((stalker) => stalker.id).join(',')}` : '';
  io.out(`API key "${created.name}" created (prefix ${created.prefix}, scopes ${created.scopes.join(',')}${bound}).`);
  io.out(`Key (shown once, store it now): ${created.key}`);
  return 0;
}

async function list(db: Db, args: string[], io: CliIo): Promise<number> {
  options(args, []);
  const rows: string[][] = [['PREFIX', 'NAME', 'SCOPES', 'STALKERS', 'STATUS', 'CREATED', 'LAST USED']];
  // Page by page: the table is small, but nothing here should assume it.
  for (let page = 1; ; page += 1) {
    const { data } = await listApiKeys(db, { per_page: 100, current_page: page, created_at: 'desc' });
    for (const key of data.data) {
      const stalkers = key.stalkers.length > 0 ? key.stalkers.map((stalker) => stalker.id).join(',') : '-';
      rows.push([
        key.prefix,
        key.name,
        key.scopes.join(','),
        stalkers,
        key.status,
        key.created_at,
        key.last_used_at ?? '-',
      ]);
    }
    if (page >= data.total_page_count) break;
  }
  if (rows.length === 1) {
    io.out('No API keys yet.');
    return 0;
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    io.out(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  return 0;
}

async function revoke(db: Db, args: string[], io: CliIo): Promise<number> {
  const { prefix } = options(args, ['prefix']);
  if (!prefix) throw new UsageError('--prefix is required (see api-key list)');
  const key = await findApiKeyByPrefix(db, prefix.trim().toLowerCase());
  if (!key) {
    io.err(`No API key with the prefix ${prefix}`);
    return 1;
  }
  const revoked = await new ApiKeyService(db).revoke(key.id, CLI_ACTOR);
  io.out(
    key.status === 'Revoked'
      ? `API key ${revoked.prefix} ("${revoked.name}") was already revoked.`
      : `API key ${revoked.prefix} ("${revoked.name}") revoked; it no longer works.`,
  );
  return 0;
}

/** `npm run cli -- api-key …`; answers the exit code. */
export async function runApiKeyCommand(db: Db, argv: string[], io: CliIo): Promise<number> {
  const [action, ...args] = argv;
  try {
    switch (action) {
      case 'create':
        return await create(db, args, io);
      case 'list':
        return await list(db, args, io);
      case 'revoke':
        return await revoke(db, args, io);
      default:
        io.err(action === undefined ? 'api-key: say what to do.' : `api-key: unknown action "${action}".`);
        io.err(API_KEY_USAGE);
        return 2;
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(API_KEY_USAGE);
    return 2;
  }
}
