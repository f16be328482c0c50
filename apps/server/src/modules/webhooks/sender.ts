import http from 'node:http';
import https from 'node:https';
import { AddressRefused, checkLiteralHost, checkScheme, publicOnlyLookup } from './address-guard.js';

export interface SendOutcome {
  /** The answer's HTTP status; undefined when none came. */
  status?: number;
  /** Why no 2xx came, in a few words (never a header or a secret). */
  error?: string;
}

/** Bytes of an answer read before it is cut: receivers' bodies are not kept. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * POSTs one signed body. Redirects are not followed (a 3xx is a failed attempt), the connection goes only to
 * a public address unless private ones are allowed, and the whole attempt is bounded by `timeoutMs`.
 */
export async function sendWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendOutcome> {
  let url: URL;
  try {
    url = checkScheme(rawUrl);
    checkLiteralHost(url, options.allowPrivate);
  } catch (error) {
    return { error: error instanceof AddressRefused ? error.message : 'invalid URL' };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) response.destroy();
        });
        const done = () => {
          const status = response.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? { status } : { status, error: `answered ${status}` });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof AddressRefused) resolve({ error: error.message });
      else if (error.name === 'AbortError' || error.name === 'TimeoutError') resolve({ error: 'timed out' });
      else resolve({ error: error.code ? `connection failed (${error.code})` : 'connection failed' });
    });
    request.end(body);
  });
}
