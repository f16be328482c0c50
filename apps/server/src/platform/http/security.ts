import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { isGuardedPath } from '../auth/guard.js';

function originOf(url: string): string | undefined {
  try {
    return url.startsWith('http') ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

function helmetOptions(config: Config): HelmetOptions {
  const apiOrigins = [config.CONSOLE_APP_API_URL, config.CONSOLE_USER_API_URL]
    .map(originOf)
    .filter((o): o is string => !!o);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and popover libraries insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, in its order: it is run once against a response that
 * records them. Every directive here is a constant, so every answer gets the same bytes; running
 * helmet (and @fastify/helmet rebuilding its middleware, CSP parsing included) on each request cost
 * more than the no-op route's handler.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    // Helmet removes X-Powered-By, which neither Node nor Fastify ever set.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Strict CSP, HSTS, nosniff, referrer policy; API answers are never cached. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = Object.fromEntries(securityHeaders(helmetOptions(config)));
  // Set first, so a route's own header of the same name (the OpenAPI page's CSP) still wins, as it did over helmet's.
  // As reply headers rather than on the raw response: Node validates each raw setHeader once more before writeHead.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isGuardedPath(request.url)) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
