import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhookSchema,
  dataSchema,
  idParamSchema,
  noContentSchema,
  pagedSchema,
  updateWebhookSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookListQuerySchema,
  webhookSchema,
  webhookWithSecretSchema,
  type UpdateWebhook,
} from '@backoffice/contract';
import * as z from 'zod/mini';
import { queryIdSchema } from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { sessionCipherFor } from '../../platform/crypto/index.js';
import { notFound } from '../../platform/errors.js';
import { WEBHOOK_ENTITY, findWebhook, listDeliveries, listWebhooks } from './repo.js';
import { WebhookService } from './service.js';
import { WebhookWorker } from './worker.js';

const deliveryParamSchema = z.strictObject({ id: queryIdSchema(), deliveryId: queryIdSchema() });

/**
 * An endpoint receives what its events carry (sign-ins from new addresses among them), and the secret proves the
 * sender: registering one, pointing one elsewhere or at other events, and a new secret need a recent proof of
 * identity, as an API key does (docs/decisions/0031-recent-authentication.md). Pausing or describing one does not,
 * so an endpoint can be stopped at once in an incident.
 */
function redirectsDeliveries(request: FastifyRequest): boolean {
  const { url, events } = request.body as UpdateWebhook;
  return url !== undefined || events !== undefined;
}

/** Webhooks for integrators (WEBHOOK holders): endpoints, their secrets shown once, the delivery log; and the worker. */
export async function webhookRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  const cipher = sessionCipherFor(config);
  const worker = new WebhookWorker({
    db: context.db,
    kind: context.database.kind,
    cipher,
    log: app.log,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
    sponsorExpiryDays: config.WEBHOOK_SPONSOR_EXPIRY_DAYS,
    pollMs: config.WEBHOOK_POLL_INTERVAL_MS,
    staleMs: config.WEBHOOK_CLAIM_TIMEOUT_SECONDS * 1000,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    retentionDays: config.WEBHOOK_RETENTION_DAYS,
  });
  if (config.WEBHOOK_WORKER) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }
  const webhooks = new WebhookService(context.db, cipher, {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    notify: () => worker.notify(),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config_ = { access: 'WEBHOOK' } as const;
  const tags = ['webhooks'];
  const urlErrors = ['WEBHOOK_URL_NOT_ALLOWED'] as const;

  routes.get(
    '/v1/webhooks/list',
    {
      config: config_,
      schema: {
        tags,
        summary: 'Webhook endpoints, paged (never the secret)',
        querystring: webhookListQuerySchema,
        response: { 200: pagedSchema(webhookSchema) },
      },
    },
    async (request) => listWebhooks(context.db, request.query),
  );
  routes.get(
    '/v1/webhooks/:id',
    {
      config: config_,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: idParamSchema,
        response: { 200: dataSchema(webhookSchema) },
      },
    },
    async (request) => {
      const found = await findWebhook(context.db, request.params.id);
      if (!found) throw notFound(WEBHOOK_ENTITY, request.params.id);
      return { data: found };
    },
  );
  routes.post(
    '/v1/webhooks',
    {
      config: { ...config_, errors: urlErrors, recentAuthentication: true },
      schema: {
        tags,
        summary: 'Register an endpoint; the answer holds its signing secret, shown this once',
        body: createWebhookSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await webhooks.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/webhooks/:id',
    {
      config: { ...config_, errors: urlErrors, recentAuthentication: redirectsDeliveries },
      schema: {
        tags,
        summary: 'Change an endpoint’s URL, description, events or status',
        params: idParamSchema,
        body: updateWebhookSchema,
        response: { 200: dataSchema(webhookSchema) },
      },
    },
    async (request) => ({ data: await webhooks.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    '/v1/webhooks/:id',
    {
      config: config_,
      schema: { tags, summary: 'Delete an endpoint', params: idParamSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await webhooks.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/v1/webhooks/:id/rotate-secret',
    {
      config: { ...config_, recentAuthentication: true },
      schema: {
        tags,
        summary: 'Replace the signing secret at once; the new one is shown this once',
        params: idParamSchema,
        response: { 200: webhookWithSecretSchema },
      },
    },
    async (request) => ({ data: await webhooks.rotateSecret(request.params.id, actorOf(request)) }),
  );
  routes.get(
    '/v1/webhooks/:id/deliveries',
    {
      config: config_,
      schema: {
        tags,
        summary: 'An endpoint’s delivery log, newest first',
        params: idParamSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: pagedSchema(webhookDeliverySchema) },
      },
    },
    async (request) => {
      if (!(await findWebhook(context.db, request.params.id))) throw notFound(WEBHOOK_ENTITY, request.params.id);
      return listDeliveries(context.db, request.params.id, request.query);
    },
  );
  routes.post(
    '/v1/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: config_,
      schema: {
        tags,
        summary: 'Send a delivery again, with the same webhook-id',
        params: deliveryParamSchema,
        response: { 200: dataSchema(webhookDeliverySchema) },
      },
    },
    async (request) => ({
      data: await webhooks.resend(request.params.id, request.params.deliveryId, actorOf(request)),
    }),
  );
}
