import { buildApp } from './app.js';
import { ensureFirstAdmin } from './bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { misspeltVariables } from './platform/config-spelling.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database);
  const admin = await ensureFirstAdmin(database.db, config);
  const app = await buildApp({ config, database });
  for (const { variable, closest } of misspeltVariables(process.env)) {
    app.log.warn(
      { variable, closest },
      `${variable} is not a setting of Backoffice and is ignored; did you mean ${closest}?`,
    );
  }

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (admin) {
    // Printed once, to the terminal only: never logged, never stored in clear.
    const lines = ['', 'First administrator created:', `  e-mail:   ${admin.email}`];
    lines.push(
      admin.generatedPassword
        ? `  password: ${admin.generatedPassword}   (you will be asked to change it)`
        : '  password: the value of ADMIN_PASSWORD',
    );
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
  process.stdout.write(
    `Backoffice is running at ${address.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost')} (${database.kind})\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
