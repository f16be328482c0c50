import { sessionCipherFor } from '../platform/crypto/index.js';
import { WebhookWorker, type WebhookWorkerOptions } from '../modules/webhooks/worker.js';
import type { TestServer } from './harness.js';

/**
 * A webhook worker of a test's own on its server's database, as another instance would run one: the tests that
 * drive one turn the server's own worker off. Private addresses are allowed, for the loopback receiver.
 */
export function testWebhookWorker(server: TestServer, options: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  return new WebhookWorker({
    db: server.database.db,
    kind: server.database.kind,
    cipher: sessionCipherFor(server.config),
    log: server.app.log,
    allowPrivate: true,
    timeoutMs: 2000,
    sponsorExpiryDays: 7,
    ...options,
  });
}
