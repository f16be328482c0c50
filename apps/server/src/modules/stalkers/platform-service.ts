import { SESSION_KINDS, type StalkerAssignment, type stalkerHeartbeatSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordAudit } from '../../platform/audit.js';
import { apiKeyActor, type ApiKeyPrincipal } from '../../platform/auth/api-keys.js';
import type { AppContext } from '../../platform/context.js';
import { SessionDecryptError, type SessionCipher } from '../../platform/crypto/session-cipher.js';
import { AppError, notFound } from '../../platform/errors.js';
import { keyServesStalker } from '../api-keys/index.js';
import { emitWebhookEvent } from '../../platform/webhook-outbox.js';
import { assignedGroups, sealedSessionOf } from './repo.js';

type Heartbeat = z.output<typeof stalkerHeartbeatSchema>;

/** Health reports after which the account cannot work until staff give it a new session string. */
const DISABLING_HEALTH = new Set(['session_invalid', 'banned']);

/** The platform caller: its key, and the address it called from (for the audit log). */
export interface PlatformCaller {
  key: ApiKeyPrincipal;
  ip: string | null;
}

/**
 * The stalker worker's side: its assignment (with the session string) and its heartbeats, each only
 * for a stalker the calling key serves (api_key_stalkers); any other answers 403 STALKER_NOT_BOUND,
 * whether or not it exists.
 */
export class StalkerPlatformService {
  constructor(
    private readonly context: Pick<AppContext, 'db'>,
    private readonly cipher: SessionCipher,
  ) {}

  /**
   * The only place a session string leaves the server, to a key with the stalker scope that serves
   * this stalker. Every read is audited on the stalker (which key, from where; never the string)
   * before the string is answered: a read the log cannot record is not answered.
   */
  async assignment(id: number, caller: PlatformCaller): Promise<StalkerAssignment> {
    await this.assertServes(caller, id);
    const row = await sealedSessionOf(this.context.db, id);
    if (!row) throw notFound('stalker', id);
    if (row.status !== 'Active') throw new AppError('STALKER_INACTIVE', { stalker_id: id });
    if (row.session_ciphertext === null || row.session_nonce === null || row.session_key_version === null)
      throw new AppError('STALKER_SESSION_UNREADABLE', { stalker_id: id });
    let sessionString: string;
    try {
      sessionString = this.cipher.open(
        { ciphertext: row.session_ciphertext, nonce: row.session_nonce, keyVersion: row.session_key_version },
        id,
      );
    } catch (error) {
      if (error instanceof SessionDecryptError) throw new AppError('STALKER_SESSION_UNREADABLE', { stalker_id: id });
      throw error;
    }
    const kind = SESSION_KINDS.find((candidate) => candidate === row.session_kind) ?? 'telethon';
    const groups = await assignedGroups(this.context.db, id);
    await recordAudit(this.context.db, apiKeyActor(caller.key, caller.ip), {
      action: 'stalker.session_read',
      entity: 'stalker',
      entityId: id,
      changes: { key_name: { to: caller.key.name }, key_prefix: { to: caller.key.prefix }, session_kind: { to: kind } },
    });
    return { stalker_id: id, tg_id: row.tg_id, session_kind: kind, session_string: sessionString, groups };
  }

  private async assertServes(caller: PlatformCaller, id: number): Promise<void> {
    if (!(await keyServesStalker(this.context.db, caller.key.id, id)))
      throw new AppError('STALKER_NOT_BOUND', { stalker_id: id });
  }

  /** Records what the worker saw; a banned or invalid session also makes the stalker Inactive. */
  async heartbeat(id: number, report: Heartbeat, caller: PlatformCaller, now = new Date()) {
    await this.assertServes(caller, id);
    return this.context.db.transaction().execute(async (trx) => {
      const row = await sealedSessionOf(trx, id);
      if (!row) throw notFound('stalker', id);
      const floodWaitUntil =
        report.health === 'flood_wait' && report.flood_wait_seconds !== undefined
          ? new Date(now.getTime() + report.flood_wait_seconds * 1000).toISOString()
          : null;
      const status = DISABLING_HEALTH.has(report.health) ? 'Inactive' : row.status;
      const at = now.toISOString();
      await trx
        .updateTable('stalkers')
        .set({
          health: report.health,
          groups_joined: report.groups_joined,
          flood_wait_until: floodWaitUntil,
          last_heartbeat_at: at,
          status,
        })
        .where('id', '=', id)
        .execute();
      if (row.health !== report.health)
        await emitWebhookEvent(trx, 'stalker.health_changed', {
          id,
          from: row.health,
          to: report.health,
          status,
        });
      return {
        stalker_id: id,
        status: status === 'Active' ? ('Active' as const) : ('Inactive' as const),
        health: report.health,
        last_heartbeat_at: at,
      };
    });
  }
}
