import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditFilterOptionsSchema, auditListQuerySchema, pagedSchema } from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { auditFilterOptions, listAuditEntries } from './repo.js';
import { AuditRetention } from './retention.js';

/**
 * The audit log: who did what to which record, when and from where. Holders of ALL only. With
 * AUDIT_RETENTION_DAYS set, entries older than that are deleted at start and hourly (retention.ts).
 */
export async function auditRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const days = context.config.AUDIT_RETENTION_DAYS;
  if (days !== undefined) {
    const retention = new AuditRetention({ database: context.database, days, log: app.log });
    app.addHook('onReady', async () => retention.start());
    app.addHook('preClose', async () => retention.stop());
  }
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'ALL' } as const;
  const tags = ['audit'];
  routes.get(
    '/v1/audit-log/list',
    {
      config,
      schema: {
        tags,
        summary: 'Audit log, paged, newest first; filters by user, section, action and date',
        querystring: auditListQuerySchema,
        response: { 200: pagedSchema(auditEntrySchema) },
      },
    },
    async (request) => listAuditEntries(context.db, request.query),
  );
  routes.get(
    '/v1/audit-log/filters',
    {
      config,
      schema: {
        tags,
        summary: 'The users and actions the audit log holds, for its filters',
        response: { 200: auditFilterOptionsSchema },
      },
    },
    async () => ({ data: await auditFilterOptions(context.db) }),
  );
}
