import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials (token login links, refresh tokens). */
const SECRET_QUERY = /^(auth_at|auth_rf|access_token|refresh_token|token|api_key|key)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '[REDACTED]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Request logging with credentials removed: headers, cookies and token-bearing query parameters. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers["x-api-key"]'],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, headers: request.headers };
      },
    },
  };
}
