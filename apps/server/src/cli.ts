import { parseArgs } from 'node:util';
import { meetsPasswordPolicy } from '@backoffice/contract';
import { createAdmin, ensureFirstAdmin } from './bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { sessionCipherFor } from './platform/crypto/index.js';
import { openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { generatePassword, hashPassword, isCommonPassword } from './platform/auth/passwords.js';
import { SessionService } from './platform/auth/sessions.js';
import { TokenService } from './platform/auth/tokens.js';
import { recordAudit } from './platform/audit.js';
import { removeSecondFactors } from './modules/mfa/service.js';
import { DEMO_USAGE, missingDemoPackagesMessage } from './demo/usage.js';
import { runApiKeyCommand } from './modules/api-keys/cli.js';
import { ROTATE_KEY_USAGE, runRotateKeyCommand } from './modules/stalkers/cli.js';
import { BACKUP_USAGE, runBackupCommand } from './modules/operations/backup.js';
import { PURGE_CHAT_RECORDS_USAGE, runPurgeChatRecordsCommand } from './modules/operations/chat-record-retention.js';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                                   apply pending database migrations
  create-admin --email E [--password P]     create a Super Admin (a generated password is printed once)
  reset-password --email E [--password P]   set a new password (generated if omitted; must be changed at next sign-in);
                                            also removes the account's two-step sign-in methods
${DEMO_USAGE}
  api-key create --name N --scopes read,ingest | list | revoke --prefix P
                                            platform API keys (a new key is printed once)
${ROTATE_KEY_USAGE}
${BACKUP_USAGE}
${PURGE_CHAT_RECORDS_USAGE}
`;

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function withDatabase<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    return await run(handle);
  } finally {
    await handle.close();
  }
}

async function requirePolicy(password: string | undefined, email: string | undefined): Promise<void> {
  if (password !== undefined && !meetsPasswordPolicy(password)) {
    throw new ConfigError(
      'The password does not meet the policy: 8–25 characters with upper, lower, digit and one of @$!%*?&',
    );
  }
  if (password !== undefined && (await isCommonPassword(password, email))) {
    throw new ConfigError(
      'The password is too common (it, or it without its trailing digits and symbols, is on the common-password list); choose another one',
    );
  }
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'api-key') {
    process.exitCode = await withDatabase((handle) =>
      runApiKeyCommand(handle.db, rest, { out, err: (line) => process.stderr.write(`${line}\n`) }),
    );
    return;
  }
  if (command === 'rotate-key') {
    process.exitCode = await withDatabase((handle) =>
      runRotateKeyCommand(handle.db, loadConfig(), { out, err: (line) => process.stderr.write(`${line}\n`) }),
    );
    return;
  }
  if (command === 'backup') {
    // No migration first: a backup is what one takes before upgrading.
    process.exitCode = await runBackupCommand(loadConfig(), rest, {
      out,
      err: (line) => process.stderr.write(`${line}\n`),
    });
    return;
  }
  if (command === 'purge-chat-records') {
    process.exitCode = await withDatabase((handle) =>
      runPurgeChatRecordsCommand(handle.db, rest, { out, err: (line) => process.stderr.write(`${line}\n`) }),
    );
    return;
  }
  if (command === 'demo') {
    // Loaded here only: the demo brings Faker and its data, which no operations command needs.
    const { parseDemoArgs, runDemo } = await import('./demo/command.js').catch((error: unknown) => {
      const missing = missingDemoPackagesMessage(error);
      throw missing === undefined ? error : new ConfigError(missing);
    });
    const options = parseDemoArgs(rest);
    await withDatabase(async (handle) => {
      // Demo rows are created by the first administrator, so make one as `npm start` would.
      const admin = await ensureFirstAdmin(handle.db, loadConfig());
      if (admin?.generatedPassword)
        out(`First administrator ${admin.email}, password (shown once): ${admin.generatedPassword}`);
      await runDemo(handle.db, { ...options, cipher: sessionCipherFor(loadConfig()) }, out);
    });
    out('Demo data ready.');
    return;
  }
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: false,
  });
  switch (command) {
    case 'migrate': {
      const config = loadConfig();
      const handle = openDatabase(config);
      try {
        const { applied } = await migrateToLatest(handle);
        out(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
      } finally {
        await handle.close();
      }
      return;
    }
    case 'create-admin': {
      if (!values.email) throw new ConfigError('--email is required');
      await requirePolicy(values.password, values.email);
      const email = values.email;
      const created = await withDatabase((handle) => createAdmin(handle.db, email, values.password));
      out(`Super Admin ${created.email} created.`);
      if (created.generatedPassword)
        out(`Password (shown once, must be changed at first sign-in): ${created.generatedPassword}`);
      return;
    }
    case 'reset-password': {
      if (!values.email) throw new ConfigError('--email is required');
      await requirePolicy(values.password, values.email);
      const email = values.email.toLowerCase();
      const password = values.password ?? generatePassword();
      await withDatabase(async (handle) => {
        const account = await handle.db
          .selectFrom('accounts')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!account) throw new ConfigError(`No account with the e-mail ${values.email}`);
        const sessions = new SessionService(handle.db, new TokenService(new Uint8Array(32), 60), 60);
        const passwordHash = await hashPassword(password);
        await handle.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('accounts')
            .set({
              password_hash: passwordHash,
              force_reset_password: values.password ? 0 : 1,
              updated_at: new Date().toISOString(),
            })
            .where('id', '=', account.id)
            .execute();
          await sessions.revokeAllOf(trx, [account.id], 'password reset from the command line');
          // The way back for someone who lost every second factor and every recovery code.
          await removeSecondFactors(trx, account.id);
          await recordAudit(
            trx,
            { id: null, email: 'cli', ip: null },
            {
              action: 'account.reset_password',
              entity: 'account',
              entityId: account.id,
              changes: { password: { from: '[REDACTED]', to: '[REDACTED]' } },
            },
          );
        });
      });
      out(`Password of ${values.email} reset; its sessions have ended.`);
      out('Its two-step sign-in methods (authenticator app, passkeys, recovery codes) are removed.');
      if (!values.password) out(`New password (shown once, must be changed at next sign-in): ${password}`);
      return;
    }
    default:
      process.stdout.write(USAGE);
      if (command !== undefined && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
