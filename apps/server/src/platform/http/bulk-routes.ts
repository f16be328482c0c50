import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  bulkDeletedSchema,
  bulkIdsSchema,
  bulkRestoredSchema,
  bulkRevokedSchema,
  bulkUpdatedSchema,
  type ErrorCode,
} from '@backoffice/contract';
import type { RouteAccess } from '../auth/guard.js';

/** One bulk action of a collection: runs over the ids (all or nothing, see allOrNothing) and answers how many it changed. */
export interface BulkAction {
  run: (ids: number[], request: FastifyRequest) => Promise<number>;
  /** The codes the single action answers beyond those implied by the route (documentedErrors). */
  errors?: readonly ErrorCode[];
}

/** A bulk status change: the body's schema is the collection's own (its status values). */
export interface BulkStatusAction<S extends z.core.$ZodType<{ ids: number[]; status: string }>> {
  body: S;
  run: (input: z.output<S>, request: FastifyRequest) => Promise<number>;
  errors?: readonly ErrorCode[];
}

export interface BulkRoutes<S extends z.core.$ZodType<{ ids: number[]; status: string }>> {
  /** The collection's path, as its module registers it (`/v1/keyword/forward`; `/v1/roles` under the /um prefix). */
  base: string;
  tags: string[];
  /** The records, plural, for the OpenAPI summaries ("forward keywords"). */
  noun: string;
  /** The access of the single action: the same section permission. */
  access: RouteAccess;
  remove?: BulkAction;
  restore?: BulkAction;
  revoke?: BulkAction;
  status?: BulkStatusAction<S>;
}

/**
 * Registers a collection's bulk routes (docs/architecture.md, "Bulk actions and undo"):
 * `POST <base>/bulk-delete`, `POST <base>/restore`, `POST <base>/bulk-revoke` with `{ ids }`, and
 * `POST <base>/bulk-status` with `{ ids, status }`, for the actions given.
 */
export function registerBulkRoutes<S extends z.core.$ZodType<{ ids: number[]; status: string }>>(
  app: FastifyInstance,
  spec: BulkRoutes<S>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, noun, access, remove, restore, revoke, status } = spec;
  const config = (action: { errors?: readonly ErrorCode[] }) => ({
    access,
    ...(action.errors && action.errors.length > 0 && { errors: action.errors }),
  });
  // The actions that take `{ ids }`: path, summary, answer schema and the answer with its count.
  const idActions = [
    [
      remove,
      'bulk-delete',
      `Delete the selected ${noun}, all or none`,
      bulkDeletedSchema,
      (deleted: number) => ({ data: { deleted } }),
    ],
    [
      restore,
      'restore',
      `Restore deleted ${noun} (undo a delete), all or none`,
      bulkRestoredSchema,
      (restored: number) => ({ data: { restored } }),
    ],
    [
      revoke,
      'bulk-revoke',
      `Revoke the selected ${noun}, all or none`,
      bulkRevokedSchema,
      (revoked: number) => ({ data: { revoked } }),
    ],
  ] as const;
  for (const [action, path, summary, schema, answer] of idActions) {
    if (!action) continue;
    routes.post(
      `${base}/${path}`,
      { config: config(action), schema: { tags, summary, body: bulkIdsSchema, response: { 200: schema } } },
      async (request) => answer(await action.run(request.body.ids, request)),
    );
  }
  if (status) {
    routes.post(
      `${base}/bulk-status`,
      {
        config: config(status),
        schema: {
          tags,
          summary: `Set the status of the selected ${noun}, all or none`,
          body: status.body,
          response: { 200: bulkUpdatedSchema },
        },
      },
      async (request) => ({ data: { updated: await status.run(request.body as z.output<S>, request) } }),
    );
  }
}
