import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got: its headers and body as sent. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on loopback for the tests: records every request and answers each with the next status
 * of `answers` (200 once they run out). Never built into dist (tests only import it).
 */
export async function startReceiver(answers: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
