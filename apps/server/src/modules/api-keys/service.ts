import { canonicalScopes, msg, type ApiKey, type CreatedApiKey, type createApiKeySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import { issueApiKey } from '../../platform/auth/api-keys.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import { notFound, validationError } from '../../platform/errors.js';
import { API_KEY_ENTITY, findApiKey, liveStalkerIds } from './repo.js';

type CreateInput = z.output<typeof createApiKeySchema>;

/** What the audit log keeps of a key: who it is for and what it may do (a stalker key: which stalkers), never the secret. */
function snapshot(key: ApiKey): Record<string, unknown> {
  const bound = key.scopes.includes('stalker') ? { stalker_ids: key.stalkers.map((stalker) => stalker.id) } : {};
  return { name: key.name, prefix: key.prefix, scopes: key.scopes, ...bound, status: key.status };
}

/** Platform API keys: issued to machine callers by an ALL holder or from the command line. */
export class ApiKeyService {
  constructor(private readonly db: Db) {}

  /**
   * Stores the key's hash and answers the whole key, which nobody can read again afterwards. A
   * `stalker`-scope key is bound to the stalkers it names (the schema requires them); each must exist.
   */
  async create(input: CreateInput, actor: Actor): Promise<CreatedApiKey> {
    const issued = issueApiKey();
    const stalkerIds = [...(input.stalker_ids ?? [])].sort((a, b) => a - b);
    return this.db.transaction().execute(async (trx) => {
      const live = await liveStalkerIds(trx, stalkerIds);
      if (stalkerIds.some((id) => !live.has(id)))
        throw validationError([{ field: 'stalker_ids', code: msg('invalid') }]);
      const { id } = await trx
        .insertInto('api_keys')
        .values({
          name: input.name,
          prefix: issued.prefix,
          secret_hash: issued.secretHash,
          scopes: canonicalScopes(input.scopes).join(','),
          created_at: new Date().toISOString(),
          created_by: actor.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stalkerIds.length > 0)
        await trx
          .insertInto('api_key_stalkers')
          .values(stalkerIds.map((stalkerId) => ({ api_key_id: id, stalker_id: stalkerId })))
          .execute();
      const key = (await findApiKey(trx, id)) as ApiKey;
      await recordAudit(trx, actor, {
        action: 'api_key.create',
        entity: API_KEY_ENTITY,
        entityId: id,
        changes: diff(null, snapshot(key)),
      });
      return { ...key, key: issued.key };
    });
  }

  /**
   * Revokes at once: the next call with it through this instance fails, and every instance refuses it
   * within PLATFORM_VERSIONS_MAX_AGE_MS (docs/decisions/0040).
   * Revoking a revoked key answers it unchanged (idempotent, and audited once).
   */
  async revoke(id: number, actor: Actor): Promise<ApiKey> {
    return (await this.db.transaction().execute((trx) => this.revokeOne(trx, id, actor))).key;
  }

  /** The selected keys revoked at once, all or none; answers how many this call revoked (a revoked key is left as it is). */
  async revokeMany(ids: readonly number[], actor: Actor): Promise<number> {
    const results = await allOrNothing(this.db, ids, (trx, id) => this.revokeOne(trx, id, actor));
    return results.filter((result) => result.revoked).length;
  }

  private async revokeOne(trx: Executor, id: number, actor: Actor): Promise<{ key: ApiKey; revoked: boolean }> {
    const before = await findApiKey(trx, id);
    if (!before) throw notFound(API_KEY_ENTITY, id);
    if (before.status === 'Revoked') return { key: before, revoked: false };
    await trx
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString(), revoked_by: actor.id })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    const after = (await findApiKey(trx, id)) as ApiKey;
    await recordAudit(trx, actor, {
      action: 'api_key.revoke',
      entity: API_KEY_ENTITY,
      entityId: id,
      changes: diff(snapshot(before), snapshot(after)),
    });
    return { key: after, revoked: true };
  }
}
