import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Two-step sign-in (docs/decisions/0011-two-step-sign-in.md): authenticator-app secrets (sealed with the
 * session-string key ring of decision 0009), passkeys, recovery-code hashes, the pending sign-in steps,
 * passkey registrations in progress, and the Super Admin's requirement (one row, plus its roles).
 */
export function twoStepSignIn(kind: DatabaseKind): Migration {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('mfa_totp')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id'))
        // `<key version>.<nonce>.<ciphertext>`; null until the first code confirms a pending secret.
        .addColumn('secret_sealed', 'text')
        .addColumn('pending_secret_sealed', 'text')
        // The time step of the last accepted code: a code is good once.
        .addColumn('last_used_step', 'bigint')
        .addColumn('enabled_at', col.time)
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mfa_passkeys')
        .addColumn('id', col.idType, col.id)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('credential_id', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        // WebAuthn signature counters are unsigned 32-bit: beyond PostgreSQL's integer.
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('last_used_at', col.time)
        .execute();
      await sql`create unique index mfa_passkeys_credential on mfa_passkeys (credential_id)`.execute(db);
      await sql`create index mfa_passkeys_account on mfa_passkeys (account_id)`.execute(db);

      await db.schema
        .createTable('mfa_recovery_codes')
        .addColumn('id', col.idType, col.id)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('used_at', col.time)
        .execute();
      await sql`create index mfa_recovery_codes_account on mfa_recovery_codes (account_id, code_hash)`.execute(db);

      await db.schema
        .createTable('mfa_challenges')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('expires_at', col.time, (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        // The WebAuthn challenge of the passkey options last handed out for this step; used once.
        .addColumn('webauthn_challenge', 'text')
        .execute();
      await sql`create index mfa_challenges_expires on mfa_challenges (expires_at)`.execute(db);

      await db.schema
        .createTable('mfa_passkey_registrations')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id'))
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', col.time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mfa_policy')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('required_for_all', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', col.time)
        .addColumn('updated_by', 'integer')
        .execute();
      await sql`insert into mfa_policy (id, required_for_all) values (1, 0)`.execute(db);

      await db.schema
        .createTable('mfa_policy_roles')
        .addColumn('role_id', 'integer', (c) => c.primaryKey().references('roles.id'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'mfa_policy_roles',
        'mfa_policy',
        'mfa_passkey_registrations',
        'mfa_challenges',
        'mfa_recovery_codes',
        'mfa_passkeys',
        'mfa_totp',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
