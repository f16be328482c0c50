import { BUILT_IN_ROLES, meetsPasswordPolicy } from '@backoffice/contract';
import { ConfigError, type Config } from './platform/config.js';
import type { Db } from './platform/db/schema.js';
import { generatePassword, hashPassword, isCommonPassword } from './platform/auth/passwords.js';
import { recordAudit } from './platform/audit.js';
import { uniqueViolation } from './platform/db/constraints.js';

export interface CreatedAdmin {
  email: string;
  /** Present only when the password was generated: printed once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates the first Super Admin when there is no account at all. A generated password must be
 * replaced at first sign-in; one given in ADMIN_PASSWORD is taken as chosen.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<CreatedAdmin | undefined> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  if (config.ADMIN_PASSWORD !== undefined && !meetsPasswordPolicy(config.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'ADMIN_PASSWORD does not meet the password policy (8–25 characters, upper, lower, digit, one of @$!%*?&)',
    );
  }
  if (config.ADMIN_PASSWORD !== undefined && (await isCommonPassword(config.ADMIN_PASSWORD, config.ADMIN_EMAIL))) {
    throw new ConfigError(
      'ADMIN_PASSWORD is too common (it, or it without its trailing digits and symbols, is on the common-password list): choose another one',
    );
  }
  try {
    return await createAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  } catch (error) {
    // Another instance starting on the same empty database created the first admin a moment earlier.
    if (uniqueViolation(error) && (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()))
      return undefined;
    throw error;
  }
}

export async function createAdmin(db: Db, email: string, password?: string): Promise<CreatedAdmin> {
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(password ?? (generatedPassword as string));
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', BUILT_IN_ROLES.superAdmin.name)
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const username = email.split('@')[0]?.slice(0, 30) || 'admin';
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('accounts')
      .values({
        email,
        username,
        password_hash: passwordHash,
        role_id: role.id,
        status: 'Active',
        force_reset_password: generatedPassword ? 1 : 0,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { id: null, email: 'system', ip: null },
      {
        action: 'account.create_admin',
        entity: 'account',
        entityId: id,
        changes: { email: { to: email }, role: { to: BUILT_IN_ROLES.superAdmin.name } },
      },
    );
  });
  return generatedPassword ? { email, generatedPassword } : { email };
}
