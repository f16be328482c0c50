import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
  type createWebhookSchema,
  type updateWebhookSchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { SessionCipher } from '../../platform/crypto/index.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { checkEndpointUrl } from './address-guard.js';
import { WEBHOOK_ENTITY, findDelivery, findWebhook } from './repo.js';
import { newSecret, sealSecret } from './secrets.js';

type CreateInput = z.output<typeof createWebhookSchema>;
type UpdateInput = z.output<typeof updateWebhookSchema>;

/** What the audit log keeps of an endpoint: where it sends and what, never its secret. */
function snapshot(webhook: Webhook): Record<string, unknown> {
  return { url: webhook.url, description: webhook.description, events: webhook.events, status: webhook.status };
}

const canonicalEvents = (events: readonly string[]) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

/** Webhook endpoints: registered by WEBHOOK holders; their secrets made here and shown once. */
export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly cipher: SessionCipher,
    private readonly options: { allowPrivate: boolean; notify: () => void },
  ) {}

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkEndpointUrl(url, this.options.allowPrivate);
    } catch {
      throw new AppError('WEBHOOK_URL_NOT_ALLOWED', { field: 'url' });
    }
  }

  async create(input: CreateInput, actor: Actor): Promise<WebhookWithSecret> {
    await this.checkUrl(input.url);
    const secret = newSecret();
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('webhook_endpoints')
        .values({
          url: input.url,
          description: input.description,
          events: canonicalEvents(input.events).join(','),
          status: input.status,
          created_at: now,
          created_by: actor.id,
          updated_at: now,
          updated_by: actor.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('webhook_endpoints')
        .set(sealSecret(this.cipher, secret, id))
        .where('id', '=', id)
        .execute();
      const webhook = (await findWebhook(trx, id)) as Webhook;
      await recordAudit(trx, actor, {
        action: 'webhook.create',
        entity: WEBHOOK_ENTITY,
        entityId: id,
        changes: diff(null, snapshot(webhook)),
      });
      return { ...webhook, secret };
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Webhook> {
    if (input.url !== undefined) await this.checkUrl(input.url);
    return this.db.transaction().execute(async (trx) => {
      const before = await this.existing(trx, id);
      await trx
        .updateTable('webhook_endpoints')
        .set({
          ...(input.url !== undefined && { url: input.url }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.events !== undefined && { events: canonicalEvents(input.events).join(',') }),
          ...(input.status !== undefined && { status: input.status }),
          updated_at: new Date().toISOString(),
          updated_by: actor.id,
        })
        .where('id', '=', id)
        .execute();
      const after = (await findWebhook(trx, id)) as Webhook;
      await recordAudit(trx, actor, {
        action: 'webhook.update',
        entity: WEBHOOK_ENTITY,
        entityId: id,
        changes: diff(snapshot(before), snapshot(after)),
      });
      return after;
    });
  }

  /** Deletes the endpoint; its Pending deliveries are not sent (the worker finds no live endpoint). */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.existing(trx, id);
      const now = new Date().toISOString();
      await trx
        .updateTable('webhook_endpoints')
        .set({ deleted_at: now, updated_at: now, updated_by: actor.id })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, {
        action: 'webhook.delete',
        entity: WEBHOOK_ENTITY,
        entityId: id,
        changes: diff(snapshot(before), null),
      });
    });
  }

  /** A new secret at once: every delivery from now on is signed with it, the old one verifies nothing more. */
  async rotateSecret(id: number, actor: Actor): Promise<WebhookWithSecret> {
    const secret = newSecret();
    return this.db.transaction().execute(async (trx) => {
      const webhook = await this.existing(trx, id);
      await trx
        .updateTable('webhook_endpoints')
        .set({ ...sealSecret(this.cipher, secret, id), updated_at: new Date().toISOString(), updated_by: actor.id })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, {
        action: 'webhook.rotate_secret',
        entity: WEBHOOK_ENTITY,
        entityId: id,
        changes: { secret: { from: '[REDACTED]', to: '[REDACTED]' } },
      });
      return { ...((await findWebhook(trx, id)) ?? webhook), secret };
    });
  }

  /**
   * "Send again": the delivery is Pending and due now, with a fresh count of attempts; it keeps its event's
   * webhook-id, so a receiver that had it already can tell.
   */
  async resend(endpointId: number, deliveryId: number, actor: Actor): Promise<WebhookDelivery> {
    const delivery = await this.db.transaction().execute(async (trx) => {
      await this.existing(trx, endpointId);
      const before = await findDelivery(trx, endpointId, deliveryId);
      if (!before) throw notFound('webhook_delivery', deliveryId);
      await trx
        .updateTable('webhook_deliveries')
        .set({ status: 'Pending', attempts: 0, next_attempt_at: new Date().toISOString(), error: null })
        .where('id', '=', deliveryId)
        // A delivery being sent right now is left to its worker.
        .where((w) => w.or([w('status', '!=', 'Pending'), w('claimed_by', 'is', null)]))
        .execute();
      await recordAudit(trx, actor, {
        action: 'webhook.resend',
        entity: WEBHOOK_ENTITY,
        entityId: endpointId,
        changes: { delivery_id: { to: deliveryId }, webhook_id: { to: before.message_id } },
      });
      return (await findDelivery(trx, endpointId, deliveryId)) as WebhookDelivery;
    });
    this.options.notify();
    return delivery;
  }

  private async existing(trx: Executor, id: number): Promise<Webhook> {
    const found = await findWebhook(trx, id);
    if (!found) throw notFound(WEBHOOK_ENTITY, id);
    return found;
  }
}
