import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Above this the work moves to libuv's thread pool so one large list does not stall other requests. */
const ASYNC_ABOVE_BYTES = 64 * 1024;
/** JSON answers (the APIs, the OpenAPI document) and the console's HTML page. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)(?:;|$)/i;

export type Encoding = 'br' | 'gzip';
/** On equal weights brotli wins: it is smaller at a cost like gzip's at quality 4. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header, by its q-values (RFC 9110 §12.5.3);
 * undefined when the client asked for none we make, or refused them (q=0).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS) if (weightOf(encoding) > 0 && (best === undefined || weightOf(encoding) > weightOf(best))) best = encoding;
  return best;
}

// Brotli's default quality (11) costs ~50x quality 4 for a few percent: dynamic answers use 4, as CDNs do.
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const large = body.length > ASYNC_ABOVE_BYTES;
  if (encoding === 'br') return large ? brotliAsync(body, brotliOptions(body.length)) : zlib.brotliCompressSync(body, brotliOptions(body.length));
  return large ? gzipAsync(body) : zlib.gzipSync(body);
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON and HTML answers over 1 kB with brotli or gzip, as the request's Accept-Encoding
 * allows. Streamed answers pass untouched: built assets are precompressed at build time and served
 * by console.ts (@fastify/static `preCompressed`), and CSV exports stream as they are.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD_BYTES) return payload;
    // Caches must keep the compressed and the plain answer apart, whichever this one is.
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const compressed = await compress(body, encoding);
    void reply.header('content-encoding', encoding).header('content-length', compressed.length);
    return compressed;
  });
}
