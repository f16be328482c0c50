import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import {
  auditExportLineSchema,
  createExportSchema,
  dataSchema,
  exportDownloadLinkSchema,
  exportFileQuerySchema,
  exportListQuerySchema,
  exportSchema,
  idParamSchema,
  pagedSchema,
  noContentSchema,
} from '@backoffice/contract';
import { recordAudit } from '../../platform/audit.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import type { Principal } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { sqliteFile } from '../../platform/db/database.js';
import { DownloadTokens } from './download-token.js';
import { findExport } from './repo.js';
import { ExportService } from './service.js';
import { ExportWorker } from './worker.js';

function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}

/** RFC 6266: the UTF-8 name for browsers, an ASCII fallback for the rest. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** File Export: CSV (and, for the audit log, JSON Lines) exports of the listing pages as background jobs, their files, and the worker. */
export async function exportRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  // Signed as the access tokens are, with the app's token key, under another audience.
  const tokens = new DownloadTokens(context.tokens.jwt);
  const staleMs = config.EXPORT_CLAIM_TIMEOUT_SECONDS * 1000;
  const worker = new ExportWorker({
    db: context.db,
    kind: context.database.kind,
    rows: context.database.eachRow,
    ...(context.replicaReads === context.db
      ? {}
      : { replicaReader: { db: context.replicaReads, rows: context.database.replicaRows } }),
    dataDir: config.DATA_DIR,
    log: app.log,
    retentionDays: config.EXPORT_RETENTION_DAYS,
    staleMs,
    // Several heartbeats fit in the timeout, so one slow write never loses a live claim.
    heartbeatMs: Math.min(5000, Math.floor(staleMs / 3)),
    ...(context.database.kind === 'sqlite'
      ? { sqliteReader: { file: sqliteFile(config), busyTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS } }
      : {}),
  });
  const service = new ExportService(context, tokens, () => worker.notify());
  if (config.EXPORT_WORKER) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }
  /**
   * One audit row per download, written before the file is sent (a download the log cannot record
   * is not served): the export, its type and rows, the account the link was issued to, when that
   * link was issued (which of its links), and the address it was used from. Never the token.
   */
  async function auditDownload(request: FastifyRequest, id: number, token: string): Promise<void> {
    // service.file has just accepted the token, so it verifies here too.
    const claims = await tokens.verify(token);
    const found = await findExport(context.db, id);
    const account = claims
      ? await context.db.selectFrom('accounts').select('email').where('id', '=', claims.accountId).executeTakeFirst()
      : undefined;
    const issuedAt = decodeJwt(token).iat;
    await recordAudit(
      context.db,
      { id: claims?.accountId ?? null, email: account?.email ?? null, ip: request.ip },
      {
        action: 'export.download',
        entity: 'export',
        entityId: id,
        changes: {
          name: { to: found?.name },
          type: { to: found?.type },
          rows: { to: found?.row_count },
          link_issued_at: { to: issuedAt === undefined ? undefined : new Date(issuedAt * 1000).toISOString() },
        },
      },
    );
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'FILE_EXPORT' } as const;
  const tags = ['file export'];

  routes.post(
    '/v1/exports',
    {
      config: { ...access, errors: ['EXPORT_NO_DATA'] },
      schema: {
        tags,
        summary: 'Start an export of a list (a background job)',
        body: createExportSchema,
        response: { 202: dataSchema(exportSchema) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await service.create(request.body, principalOf(request), actorOf(request)) }),
  );
  routes.get(
    '/v1/exports',
    {
      config: access,
      schema: {
        tags,
        summary: 'Exports, paged (only types whose data the caller may see)',
        querystring: exportListQuerySchema,
        response: { 200: pagedSchema(exportSchema) },
      },
    },
    async (request) => service.list(request.query, principalOf(request)),
  );
  routes.get(
    '/v1/exports/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One export, with its progress',
        params: idParamSchema,
        response: { 200: dataSchema(exportSchema) },
      },
    },
    async (request) => ({ data: await service.get(request.params.id, principalOf(request)) }),
  );
  routes.post(
    '/v1/exports/:id/download-link',
    {
      config: { ...access, errors: ['EXPORT_NOT_READY', 'EXPORT_FAILED', 'EXPORT_EXPIRED'] },
      schema: {
        tags,
        summary: 'A five-minute link to the export’s file',
        params: idParamSchema,
        response: { 200: exportDownloadLinkSchema },
      },
    },
    async (request) => ({ data: { url: await service.downloadLink(request.params.id, principalOf(request)) } }),
  );
  routes.get(
    '/v1/exports/:id/file',
    // 'public' in the guard: a browser navigating to the file sends no Authorization header; the signed token is the credential.
    {
      config: {
        access: 'public',
        errors: ['EXPORT_LINK_INVALID', 'EXPORT_EXPIRED'],
        documentation: {
          file: {
            contentType: 'text/csv',
            description:
              'The file: CSV (UTF-8 with BOM), or for a `jsonl` export (the audit log) JSON Lines: each line one AuditExportLine object, ending in LF',
            records: { 'application/x-ndjson': auditExportLineSchema },
          },
        },
      },
      schema: {
        tags,
        summary: 'The export’s file, CSV or JSON Lines (token from download-link); each download is audited',
        params: idParamSchema,
        querystring: exportFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.file(request.params.id, request.query.token);
      await auditDownload(request, request.params.id, request.query.token);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition(file.downloadName))
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .send(fs.createReadStream(file.path));
    },
  );
  routes.delete(
    '/v1/exports/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete an export and its file',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, principalOf(request), actorOf(request));
      return reply.status(204).send(null);
    },
  );
  // Exports are deleted with their file: bulk-delete only, no restore.
  registerBulkRoutes(app, {
    base: '/v1/exports',
    tags,
    noun: 'exports and their files',
    access: access.access,
    remove: { run: (ids, request) => service.removeMany(ids, principalOf(request), actorOf(request)) },
  });
}
