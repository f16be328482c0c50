import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the header it needs (the server's threshold too). */
const MIN_BYTES = 1024;

async function precompressFile(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  // Built once, served many times: the strongest settings of each format.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Writes a `.br` and a `.gz` copy beside every built text asset, so the server sends them as they are
 * (@fastify/static `preCompressed`, apps/server/src/platform/http/console.ts) with no work per request.
 */
export function precompress(): Plugin {
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && name !== 'index.html');
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
