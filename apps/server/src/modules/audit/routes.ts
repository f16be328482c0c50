import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_SORTABLE, type AuditEntry, auditEntrySchema, auditListQuerySchema, pagedSchema } from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { containsIgnoreCase, fetchPage, sortOf } from '../../platform/db/query.js';

/** The audit log: who did what to which record, when and from where. Holders of ALL only. */
export async function auditRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/v1/audit-log/list',
    { config: { access: 'ALL' }, schema: { tags: ['audit'], summary: 'Audit log, paged, newest first', querystring: auditListQuerySchema, response: { 200: pagedSchema(auditEntrySchema) } } },
    async (request) => {
      const query = request.query;
      let filtered = context.db.selectFrom('audit_log').selectAll();
      if (query.actor_id) filtered = filtered.where('actor_id', '=', query.actor_id);
      if (query.entity) filtered = filtered.where('entity', '=', query.entity);
      if (query.entity_id) filtered = filtered.where('entity_id', '=', query.entity_id);
      if (query.action) filtered = filtered.where('action', '=', query.action);
      if (query.search) {
        const text = query.search;
        filtered = filtered.where((eb) => eb.or([containsIgnoreCase(eb.ref('actor_email'), text), containsIgnoreCase(eb.ref('action'), text)]));
      }
      if (query.created_from) filtered = filtered.where('created_at', '>=', new Date(query.created_from).toISOString());
      if (query.created_to) filtered = filtered.where('created_at', '<=', new Date(query.created_to).toISOString());
      const sort = sortOf(query, AUDIT_SORTABLE, { field: 'created_at', direction: 'desc' });
      return fetchPage(
        filtered,
        query,
        (qb) => qb.orderBy(sort.field, sort.direction).orderBy('id', sort.direction),
        (row): AuditEntry => ({ ...row, changes: JSON.parse(row.changes) as AuditEntry['changes'] }),
      );
    },
  );
}
