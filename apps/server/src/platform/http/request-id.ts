import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like to be kept: the usual forms (a UUID, nginx's `$request_id`, a tracing
 * system's `Root=1-…`) fit; anything longer or with other characters is replaced, so no client can write
 * spaces, quotes or kilobytes into every log line of its requests.
 */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:;=+/@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when the peer is a proxy TRUST_PROXY names (or any peer
 * with TRUST_PROXY=true) and the id has a sane shape, so one id follows a request through the proxy's log and
 * ours; otherwise a new UUID. The same peer check Fastify makes for X-Forwarded-For.
 */
export function requestIdFor(trustProxy: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted = trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming) && peer !== undefined && trusted(peer, 0))
      return incoming;
    return crypto.randomUUID();
  };
}

/** Every answer names its request id, errors and unknown routes included, so a client can quote it to operators. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
