import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from './compression.js';

/** The content codings a kept answer is sent in, as compression.ts offers them: brotli first. */
type ContentCoding = 'br' | 'gzip';

const encode: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * A JSON answer serialized beforehand, kept in memory and sent as it is (the platform search's,
 * decision 40): its schema documents it but it is not checked again on each request. Each compressed form is made at the first request that asks for it and kept
 * with it: a bot's HTTP client asks for gzip on every call (Node's fetch does), and compressing the same
 * kilobytes again on each call would cost more than the search (docs/decisions/0040).
 */
export class SerializedJson {
  private readonly encoded: Partial<Record<ContentCoding, Buffer>> = {};

  constructor(readonly body: Buffer) {}

  /**
   * The bytes a cache sized by bytes counts for it: the body, and as much again for its compressed forms
   * (each a fraction of the JSON it compresses).
   */
  get keptBytes(): number {
    return this.body.length * 2;
  }

  encodedAs(coding: ContentCoding): Buffer {
    return (this.encoded[coding] ??= encode[coding](this.body));
  }
}

/** A value as a kept answer: UTF-8 JSON. */
export function serializedJson(value: unknown): SerializedJson {
  return new SerializedJson(Buffer.from(JSON.stringify(value)));
}

// Bots send one Accept-Encoding or two: the choice for each is kept, in a bounded cache, as anyone may send any.
const codings = new Negotiator<ContentCoding>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 100 }),
});
// As compression.ts (@fastify/compress): "*" and x-gzip stand for gzip.
const GZIP_ALIASES = /\*|x-gzip/g;

/** The coding the request accepts, as compression.ts (@fastify/compress) negotiates it. */
function codingFor(request: FastifyRequest): ContentCoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return null;
  return codings.negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'));
}

/**
 * Sends a kept answer in the coding the request accepts; the compression hook leaves it as it is. Below
 * compression.ts's threshold it goes as it is, as any answer does.
 */
export function sendSerializedJson(request: FastifyRequest, reply: FastifyReply, answer: SerializedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const coding = codingFor(request);
  return coding ? reply.header('content-encoding', coding).send(answer.encodedAs(coding)) : reply.send(answer.body);
}
