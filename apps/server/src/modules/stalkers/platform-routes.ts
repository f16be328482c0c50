import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  stalkerAssignmentExample,
  stalkerAssignmentSchema,
  stalkerHeartbeatAnswerSchema,
  stalkerHeartbeatExample,
  stalkerHeartbeatSchema,
} from '@backoffice/contract';
import { apiKeyOf } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { sessionCipherFor } from '../../platform/crypto/index.js';
import { StalkerPlatformService } from './platform-service.js';

/** The stalker worker's routes (API key, scope stalker); registered in the platform scope of app.ts. */
export async function stalkerPlatformRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const platform = new StalkerPlatformService(context, sessionCipherFor(context.config));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { apiKey: 'stalker' } } as const;
  const tags = ['platform'];

  routes.get(
    '/v1/platform/stalker/:id/assignment',
    {
      config: {
        ...config,
        errors: ['STALKER_NOT_BOUND', 'STALKER_INACTIVE', 'STALKER_SESSION_UNREADABLE'],
        documentation: { examples: { response: { data: stalkerAssignmentExample } } },
      },
      schema: {
        tags,
        summary:
          'A stalker’s session string (decrypted) and the groups it watches, for a key serving that stalker; the only answer with a session string, audited',
        params: idParamSchema,
        response: { 200: stalkerAssignmentSchema },
      },
    },
    async (request, reply) => {
      // The answer carries a secret: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return { data: await platform.assignment(request.params.id, { key: apiKeyOf(request), ip: request.ip }) };
    },
  );
  routes.post(
    '/v1/platform/stalker/:id/heartbeat',
    {
      config: {
        ...config,
        errors: ['STALKER_NOT_BOUND'],
        documentation: {
          examples: {
            body: stalkerHeartbeatExample,
            response: {
              data: {
                stalker_id: 3,
                status: 'Active',
                health: 'online',
                last_heartbeat_at: '2026-11-25T09:30:00.000Z',
              },
            },
          },
        },
      },
      schema: {
        tags,
        summary: 'A stalker worker’s report: health, groups joined, flood wait',
        params: idParamSchema,
        body: stalkerHeartbeatSchema,
        response: { 200: stalkerHeartbeatAnswerSchema },
      },
    },
    async (request) => ({
      data: await platform.heartbeat(request.params.id, request.body, { key: apiKeyOf(request), ip: request.ip }),
    }),
  );
}
