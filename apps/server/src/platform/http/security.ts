import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';
import { isGuardedPath } from '../auth/guard.js';

function originOf(url: string): string | undefined {
  try {
    return url.startsWith('http') ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Strict CSP, HSTS, nosniff, referrer policy; API answers are never cached. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const apiOrigins = [config.CONSOLE_APP_API_URL, config.CONSOLE_USER_API_URL].map(originOf).filter((o): o is string => !!o);
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (isGuardedPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
