import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * JSON answers (the APIs, the OpenAPI document) and the console's HTML page only: built assets are
 * precompressed at build time and served as they are (console.ts, `preCompressed`), and CSV exports
 * stream as they are (a file download is already the size the user asked for).
 */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)(?:;|$)/i;

/** Brotli's default quality (11) costs ~50x quality 4 for a few percent: dynamic answers use 4, as CDNs do. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Compresses JSON and HTML answers over 1 kB with brotli or gzip, as the request's Accept-Encoding allows. */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: BROTLI_OPTIONS,
  });
}
