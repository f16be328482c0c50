import { sql } from 'kysely';
import {
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIST,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_STATUSES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type webhookDeliveryListQuerySchema,
  type webhookListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { applyListFilters, listSort } from '../../platform/db/list-filters.js';
import { fetchListPage } from '../../platform/db/query.js';
import type { Executor } from '../../platform/db/schema.js';

/** The audit log's name for an endpoint. */
export const WEBHOOK_ENTITY = 'webhook';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/** Stored event lists, in the contract's order; a type this build does not know is dropped. */
export function parseEvents(value: string): WebhookEventType[] {
  const named = value.split(',');
  return WEBHOOK_EVENT_TYPES.filter((type) => named.includes(type));
}

function liveEndpoints(db: Executor) {
  return db.selectFrom('webhook_endpoints as w').where('w.deleted_at', 'is', null);
}

/** The columns of an endpoint as the console sees it: never the sealed secret. */
function withDetails(query: ReturnType<typeof liveEndpoints>) {
  return query
    .leftJoin('accounts as creator', 'creator.id', 'w.created_by')
    .select([
      'w.id',
      'w.url',
      'w.description',
      'w.events',
      'w.status',
      'w.created_at',
      'w.updated_at',
      'creator.email as created_by_email',
    ]);
}

type EndpointRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: parseEvents(row.events),
    status: oneOf(WEBHOOK_STATUSES, row.status, 'Disabled'),
    created_at: row.created_at,
    created_by: row.created_by_email ?? null,
    updated_at: row.updated_at,
  };
}

export async function findWebhook(db: Executor, id: number): Promise<Webhook | undefined> {
  const row = await withDetails(liveEndpoints(db)).where('w.id', '=', id).executeTakeFirst();
  return row && toWebhook(row);
}

export async function listWebhooks(db: Executor, query: z.output<typeof webhookListQuerySchema>) {
  const all = liveEndpoints(db);
  const filtered = applyListFilters(db, all, query, WEBHOOK_LIST, {
    id: 'w.id',
    url: 'w.url',
    description: 'w.description',
    status: 'w.status',
    created_at: 'w.created_at',
  });
  const sort = listSort(query, WEBHOOK_LIST);
  const id = sql.ref('w.id');
  const order = [
    { expression: sql.ref(`w.${sort.field}`), direction: sort.direction },
    { expression: id, direction: sort.direction },
  ];
  return fetchListPage(all, filtered, query, { id, order, details: withDetails }, toWebhook);
}

function deliveriesOf(db: Executor, endpointId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .where('d.endpoint_id', '=', endpointId);
}

function deliveryDetails(query: ReturnType<typeof deliveriesOf>) {
  return query.select([
    'd.id',
    'd.endpoint_id',
    'e.message_id',
    'e.type',
    'd.status',
    'd.attempts',
    'd.response_code',
    'd.error',
    'd.created_at',
    'd.last_attempt_at',
    'd.next_attempt_at',
    'd.delivered_at',
  ]);
}

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveryDetails>['executeTakeFirstOrThrow']>>;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.endpoint_id,
    message_id: row.message_id,
    event_type: oneOf(WEBHOOK_EVENT_TYPES, row.type, 'keyword.changed'),
    status: oneOf(WEBHOOK_DELIVERY_STATUSES, row.status, 'Failed'),
    attempts: row.attempts,
    response_code: row.response_code,
    error: row.error,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'Pending' ? row.next_attempt_at : null,
    delivered_at: row.delivered_at,
  };
}

export async function findDelivery(db: Executor, endpointId: number, id: number) {
  const row = await deliveryDetails(deliveriesOf(db, endpointId)).where('d.id', '=', id).executeTakeFirst();
  return row && toDelivery(row);
}

/** One page of an endpoint's delivery log, newest first unless told. */
export async function listDeliveries(
  db: Executor,
  endpointId: number,
  query: z.output<typeof webhookDeliveryListQuerySchema>,
) {
  const all = deliveriesOf(db, endpointId);
  const filtered = applyListFilters(db, all, query, WEBHOOK_DELIVERY_LIST, {
    id: 'd.id',
    event_type: 'e.type',
    webhook_id: 'e.message_id',
    status: 'd.status',
    created_at: 'd.created_at',
  });
  const sort = listSort(query, WEBHOOK_DELIVERY_LIST);
  const id = sql.ref('d.id');
  const order = [
    { expression: sql.ref(`d.${sort.field}`), direction: sort.direction },
    { expression: id, direction: sort.direction },
  ];
  return fetchListPage(all, filtered, query, { id, order, details: deliveryDetails }, toDelivery);
}
