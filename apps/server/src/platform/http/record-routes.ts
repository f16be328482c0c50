import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  dataSchema,
  idParamSchema,
  noContentSchema,
  pagedSchema,
  type ErrorCode,
  type Paged,
} from '@backoffice/contract';
import type { Actor } from '../audit.js';
import { actorOf, type RouteAccess } from '../auth/guard.js';
import { registerBulkRoutes } from './bulk-routes.js';

/** What the record routes call: a module's service, usually a RecordService (platform/db/records.ts). */
export interface RecordActions<C, U> {
  get(id: number): Promise<unknown>;
  create(input: C, actor: Actor): Promise<unknown>;
  update(id: number, input: U, actor: Actor): Promise<unknown>;
  remove(id: number, actor: Actor): Promise<void>;
  removeMany(ids: readonly number[], actor: Actor): Promise<number>;
  restoreMany(ids: readonly number[], actor: Actor): Promise<number>;
}

/** One route: its OpenAPI summary and the codes it answers beyond those implied by the route (documentedErrors). */
interface RouteText {
  summary: string;
  errors?: readonly ErrorCode[];
  /** The route needs a recent proof of identity, always or for the calls the test picks (guard.ts). */
  recentAuthentication?: FastifyContextConfig['recentAuthentication'];
}

export interface RecordRoutes<C extends z.ZodMiniType, U extends z.ZodMiniType, Q extends z.ZodMiniType> {
  /** The collection's path: `<base>/:id` is one record, `POST <base>` adds one. */
  base: string;
  tags: string[];
  access: RouteAccess;
  /** The schema of a record as the API answers it. */
  record: z.ZodMiniType;
  actions: RecordActions<z.output<C>, z.output<U>>;
  /** The paged list, `GET <base><path>` (the path `/list` by the API's convention): its query schema and its read. */
  list?: RouteText & { path: string; query: Q; run: (query: z.output<Q>) => Promise<Paged<unknown>> };
  get?: RouteText;
  create: RouteText & { body: C };
  update: RouteText & { body: U };
  remove: RouteText;
  /** The bulk delete and restore (bulk-routes.ts): the records, plural, and the codes the restore answers. */
  bulk: { noun: string; restoreErrors?: readonly ErrorCode[] };
}

/**
 * Registers the routes every record collection has (docs/architecture.md, "Bulk actions and undo"):
 * its paged list and `GET <base>/:id` (when `list` and `get` are given), `POST <base>`, `PATCH <base>/:id`, `DELETE <base>/:id`, and
 * the bulk delete and restore, each with its schemas, summary and declared errors. A module registers
 * its list and any other route itself.
 */
export function registerRecordRoutes<C extends z.ZodMiniType, U extends z.ZodMiniType, Q extends z.ZodMiniType>(
  app: FastifyInstance,
  spec: RecordRoutes<C, U, Q>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, access, record, actions } = spec;
  const one = `${base}/:id`;
  const config = (text: RouteText) => ({
    access,
    ...(text.errors && text.errors.length > 0 && { errors: text.errors }),
    ...(text.recentAuthentication && { recentAuthentication: text.recentAuthentication }),
  });
  const answer = { 200: dataSchema(record) };
  const { list } = spec;
  if (list) {
    routes.get(
      `${base}${list.path}`,
      {
        config: config(list),
        schema: { tags, summary: list.summary, querystring: list.query, response: { 200: pagedSchema(record) } },
      },
      async (request) => list.run(request.query as z.output<Q>),
    );
  }
  if (spec.get) {
    routes.get(
      one,
      {
        config: config(spec.get),
        schema: { tags, summary: spec.get.summary, params: idParamSchema, response: answer },
      },
      async (request) => ({
        data: await actions.get(request.params.id),
      }),
    );
  }
  routes.post(
    base,
    {
      config: config(spec.create),
      schema: { tags, summary: spec.create.summary, body: spec.create.body, response: { 201: dataSchema(record) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await actions.create(request.body as z.output<C>, actorOf(request)) }),
  );
  routes.patch(
    one,
    {
      config: config(spec.update),
      schema: { tags, summary: spec.update.summary, params: idParamSchema, body: spec.update.body, response: answer },
    },
    async (request) => ({
      data: await actions.update(request.params.id, request.body as z.output<U>, actorOf(request)),
    }),
  );
  routes.delete(
    one,
    {
      config: config(spec.remove),
      schema: { tags, summary: spec.remove.summary, params: idParamSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await actions.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base,
    tags,
    noun: spec.bulk.noun,
    access,
    remove: {
      run: (ids, request) => actions.removeMany(ids, actorOf(request)),
      ...(spec.remove.errors && { errors: spec.remove.errors }),
    },
    restore: {
      run: (ids, request) => actions.restoreMany(ids, actorOf(request)),
      ...(spec.bulk.restoreErrors && { errors: spec.bulk.restoreErrors }),
    },
  });
}
