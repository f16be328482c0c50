import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON body serialized beforehand, as it is: Fastify serializes only what is not bytes yet.
 * For answers kept in memory as sent (the platform search's, decision 25; the account list's pages,
 * decision 29), whose schema documents them but is not checked again on each request.
 */
export function sendSerializedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A value as the body `sendSerializedJson` sends: UTF-8 JSON. */
export function serializedJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}
