import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { loadOrCreateSecret } from './platform/keys.js';
import { TokenService } from './platform/auth/tokens.js';
import { installRouteGuard, type RouteAccess } from './platform/auth/guard.js';
import { answerClientError, answerFrameworkError, installErrorHandler } from './platform/http/error-handler.js';
import { RequestLog, loggerOptions } from './platform/http/logging.js';
import { installSecurityHeaders } from './platform/http/security.js';
import { installCompression } from './platform/http/compression.js';
import { installOpenApi } from './platform/http/openapi.js';
import { installRouteErrorCheck } from './platform/http/route-errors.js';
import { installConsole } from './platform/http/console.js';
import { installInputHygiene } from './platform/http/input-hygiene.js';
import { installRequestIdHeader, requestIdFor } from './platform/http/request-id.js';
import { createMetrics } from './platform/metrics.js';
import { PollingLoop } from './platform/polling-loop.js';
import { makeDuePartitions, PARTITION_CHECK_MS } from './platform/db/event-partitions.js';
import { systemRoutes } from './modules/system/routes.js';
import { AuthService } from './modules/auth/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { mfaRoutes } from './modules/mfa/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { sensitiveKeywordRoutes } from './modules/sensitive-keywords/routes.js';
import { keywordRoutes } from './modules/keywords/routes.js';
import { keywordMessageRoutes } from './modules/keyword-messages/routes.js';
import { sponsorRoutes } from './modules/sponsors/routes.js';
import { adsKeywordRoutes } from './modules/ads-keywords/routes.js';
import { apiKeyRoutes } from './modules/api-keys/routes.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { platformSearchRoutes } from './modules/platform-search/routes.js';
import { ingestRoutes } from './modules/ingest/routes.js';
import { botAnalyticsRoutes } from './modules/bot-analytics/routes.js';
import { tgAccountRoutes } from './modules/tg-accounts/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { stalkerPlatformRoutes } from './modules/stalkers/platform-routes.js';
import { stalkerRoutes } from './modules/stalkers/routes.js';
import { warBotRoutes } from './modules/war-bot/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access: the route-enumerating tests read it. */
    routeCatalogue: {
      method: string;
      url: string;
      access: RouteAccess | undefined;
      hasBody: boolean;
      hasParams: boolean;
      hasQuery: boolean;
      /** The body's schema (the contract's are zod/mini ones), so tests can tell a bad body from a good one. */
      bodySchema: z.core.$ZodType | undefined;
    }[];
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go; standard output when absent (tests read them from here). */
  logStream?: NodeJS.WritableStream;
  /** Tests: a route answering an error code its OpenAPI document does not list answers 500 instead (route-errors.ts). */
  checkRouteErrors?: boolean;
}

/** The user-management API (sign-in, staff accounts, roles) is mounted under this prefix. */
export const USER_API_PREFIX = '/um';

export function createContext({ config, database }: BuildOptions): AppContext {
  const signingKey = loadOrCreateSecret(config.DATA_DIR, 'token-signing.key', config.TOKEN_SIGNING_KEY);
  return {
    config,
    database,
    db: database.db,
    replicaReads: database.replicaReads,
    tokens: new TokenService(signingKey, config.ACCESS_TOKEN_TTL_SECONDS),
    metrics: createMetrics(config, database),
  };
}

/** Replicas left out of reads and taken back are logged, and the reads they or the primary served counted. */
function observeReplicas(app: FastifyInstance, context: AppContext): void {
  context.database.replicas?.observe({
    served: (target) => context.metrics.replicaRead(target),
    changed: ({ name, healthy, reason, lagSeconds }) => {
      const fields = { replica: name, reason, ...(lagSeconds === undefined ? {} : { lagSeconds }) };
      if (healthy) app.log.info(fields, 'read replica in use');
      else app.log.warn(fields, 'read replica left out: its reads go to the primary');
    },
  });
}

/**
 * PostgreSQL: the coming weeks' partitions of the event tables, made hourly (the start made them once already,
 * after the migrations). Every instance runs the round; the one that takes the lock makes what is due.
 */
function schedulePartitions(app: FastifyInstance, context: AppContext): void {
  if (context.database.kind !== 'postgres') return;
  const round = async () => {
    try {
      const made = await makeDuePartitions(context.database.db, new Date(), false);
      if (made.length > 0) app.log.info({ partitions: made }, 'event table partitions made');
    } catch (error) {
      app.log.error({ err: error }, 'making event table partitions failed: rows wait in the default partition');
    }
  };
  const loop = new PollingLoop(round, PARTITION_CHECK_MS);
  app.addHook('onReady', async () => loop.start());
  app.addHook('preClose', async () => loop.stop());
}

/** Builds the whole server: both APIs, the OpenAPI reference and the console. Does not listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const context = createContext(options);
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream, config.METRICS_TOKEN !== undefined),
    // Fastify's two lines per request carried every header; RequestLog writes one short line instead.
    // It times requests for the metrics only where they can be scraped: with METRICS_TOKEN unset a request pays nothing.
    logController: new RequestLog(config.METRICS_TOKEN === undefined ? undefined : context.metrics.observeRequest),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Requests refused before any hook (a malformed URL, headers over 16 KB, …) answer the product's error body too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Node would answer a missing Host header with an empty 400; the error handler answers it with a body (error-handler.ts).
    http: { requireHostHeader: false },
  });
  app.decorate('routeCatalogue', []);
  observeReplicas(app, context);
  schedulePartitions(app, context);
  installRequestIdHeader(app);
  if (options.checkRouteErrors) installRouteErrorCheck(app);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeCatalogue.push({
        method,
        url: route.url,
        access: route.config?.access,
        hasBody: !!route.schema?.body,
        hasParams: !!route.schema?.params,
        hasQuery: !!route.schema?.querystring,
        bodySchema: route.schema?.body instanceof z.core.$ZodType ? route.schema.body : undefined,
      });
    }
  });
  // The APIs speak JSON only: other bodies get 415 instead of reaching a validator as text.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRouteGuard(app, context);
  installInputHygiene(app);
  await app.register(cookie);
  await installSecurityHeaders(app, config);
  await installCompression(app);
  await installOpenApi(app);

  await app.register(async (scope) => systemRoutes(scope, context));
  await app.register(async (scope) => auditRoutes(scope, context));
  await app.register(async (scope) => {
    await catalogueRoutes(scope, context);
    await sensitiveKeywordRoutes(scope, context);
  });
  await app.register(async (scope) => {
    await keywordRoutes(scope, context);
    await keywordMessageRoutes(scope, context);
  });
  await app.register(async (scope) => sponsorRoutes(scope, context));
  await app.register(async (scope) => adsKeywordRoutes(scope, context));
  await app.register(async (scope) => apiKeyRoutes(scope, context));
  await app.register(async (scope) => webhookRoutes(scope, context));
  await app.register(async (scope) => tgAccountRoutes(scope, context));
  await app.register(async (scope) => botAnalyticsRoutes(scope, context));
  await app.register(async (scope) => exportRoutes(scope, context));
  await app.register(async (scope) => stalkerRoutes(scope, context));
  await app.register(async (scope) => warBotRoutes(scope, context));
  await app.register(async (scope) => {
    await platformSearchRoutes(scope, context);
    await ingestRoutes(scope, context);
    await stalkerPlatformRoutes(scope, context);
  });
  await app.register(
    async (scope) => {
      await authRoutes(scope, context);
      const signIn = new AuthService(context);
      await mfaRoutes(scope, context, signIn);
      await ssoRoutes(scope, context, signIn);
      await accountRoutes(scope, context);
      await roleRoutes(scope, context);
    },
    { prefix: USER_API_PREFIX },
  );
  await installConsole(app, config);
  app.addHook('onClose', async () => options.database.close());
  return app;
}
