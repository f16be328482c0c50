import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters that carry credentials (token login links, refresh tokens, single sign-on's code and state). */
const SECRET_QUERY = /^(auth_at|auth_rf|access_token|refresh_token|token|api_key|key|code|state)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '[REDACTED]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * Logging with credentials removed: no line carries headers, and a request object logged by
 * mistake is reduced to method, redacted URL and address. Fastify's own two lines per request
 * (incoming, completed) are replaced by RequestLog's one.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  timesRequests = false,
): FastifyServerOptions['logger'] {
  // Without a logger Fastify never reports a finished request to RequestLog, which the metrics' timing needs:
  // a silent one writes nothing and keeps that report.
  if (level === 'silent') return timesRequests ? { level } : false;
  return {
    level,
    stream: stream ?? bufferedStandardOutput(),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'req.headers["x-api-key"]',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

/** Bytes of log lines gathered before one write, and the longest a line waits for it. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 100;

/**
 * Standard output, written in blocks of up to 4 kB at most 100 ms apart instead of one write per line:
 * at LOG_LEVEL=info the per-line write was the largest cost of a no-op request (a fifth of its CPU, more than
 * the answer's own socket write). pino flushes what is left when the process exits, an uncaught error
 * included; only a SIGKILL can lose the last 100 ms of lines.
 */
function bufferedStandardOutput(): pino.DestinationStream {
  return pino.destination({ dest: 1, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/** The path of a request that matched no route, without its query string (which may carry a credential). */
function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart < 0 ? url : url.slice(0, queryStart);
}

/** Told of every answered request: method, route pattern (undefined when no route matched), status, seconds. */
export type RequestObserver = (method: string, route: string | undefined, status: number, seconds: number) => void;

/**
 * Fastify's per-request log lines, replaced by one line per answered request at info: method,
 * route (the pattern, so no id or query string), status, duration in ms; the request id comes with
 * the request's logger (reqId). What operators need to follow traffic, without the two lines
 * carrying every header that cost three times the CPU of the no-op route itself (issue 15).
 * The metrics' request timing is fed from here too: Fastify calls this for every answer anyway, while an
 * onResponse hook would put every route through the hook runner for the same figures.
 */
export class RequestLog extends LogController {
  constructor(private readonly observe?: RequestObserver) {
    super();
  }

  override incomingRequest(): void {}

  /** The one line covers it, and Fastify's wording would carry the raw URL with its query string. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    const elapsed = reply.elapsedTime;
    this.observe?.(request.method, route, reply.statusCode, elapsed / 1000);
    const line = {
      method: request.method,
      route: route ?? pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(elapsed * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}
