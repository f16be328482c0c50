import type { Account, CreateAccount, UpdateAccount } from '@backoffice/contract';
import { msg, type createAccountSchema, type updateAccountSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { REDACTED, type Actor, type Changes } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { flag } from '../../platform/db/query.js';
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { actorPermissions, assertMayAssign, assertMayManageAccount, lockGrants } from '../../platform/auth/grants.js';
import { permissionsOfRole } from '../../platform/auth/sessions.js';
import { SessionService } from '../../platform/auth/sessions.js';
import { SignInThrottle } from '../../platform/auth/throttle.js';
import { activeAdministratorIds, findAccount } from './repo.js';
import { RecordService } from '../../platform/db/records.js';

type CreateInput = z.output<typeof createAccountSchema>;
type UpdateInput = z.output<typeof updateAccountSchema>;

/** The audit log never holds a password or its hash: a new one shows as changed, and the writer redacts it. */
const PASSWORD_CHANGED: Changes = { password: { to: REDACTED } };

const emailTaken = () => new AppError('EMAIL_ALREADY_USED', { field: 'email' });
const usernameTaken = () => new AppError('USERNAME_ALREADY_USED', { field: 'username' });

export class AccountService extends RecordService<'accounts', Account> {
  private readonly sessions: SessionService;

  constructor(private readonly context: AppContext) {
    super(context.db, {
      table: 'accounts',
      entity: 'account',
      find: findAccount,
      snapshot: (account) => ({
        email: account.email,
        username: account.username,
        role: account.role.name,
        status: account.status,
        force_reset_password: account.force_reset_password,
      }),
      // A unique index may still catch a race between the check and the write.
      conflict: (error) => {
        const index = uniqueViolation(error);
        if (index?.includes('email')) return emailTaken();
        if (index?.includes('username')) return usernameTaken();
        return error;
      },
    });
    this.sessions = new SessionService(context.db, context.tokens, context.config.REFRESH_TOKEN_TTL_SECONDS);
  }

  private async assertEmailAndUsernameFree(
    db: Executor,
    fields: { email?: string; username?: string },
    exceptId?: number,
  ) {
    if (fields.email !== undefined) await this.assertFree(db, 'email', fields.email, emailTaken, exceptId);
    if (fields.username !== undefined) await this.assertFree(db, 'username', fields.username, usernameTaken, exceptId);
  }

  private async assertRoleExists(db: Executor, roleId: number) {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('id', '=', roleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!role)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'role_id', code: 'select', message: 'Please select a role' }],
      });
  }

  /** The wrong current password answers like the profile's change-password does. */
  private static currentPasswordIncorrect(): AppError {
    return new AppError('CURRENT_PASSWORD_INCORRECT', {
      fields: [{ field: 'current_password', code: 'invalid', message: 'The current password is incorrect.' }],
    });
  }

  /**
   * Setting one's own password here needs the current one, as the profile's change-password does: a
   * stolen session alone must not be enough to take the account over. Answers the hash it checked,
   * so the write can make sure it is still the same.
   */
  private async checkOwnCurrentPassword(id: number, input: UpdateInput, actor: Actor): Promise<string | undefined> {
    if (input.password === undefined || id !== actor.id) return undefined;
    if (input.current_password === undefined)
      throw validationError([{ field: 'current_password', code: msg('required') }]);
    const row = await this.context.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('account', id);
    // Counted with the profile's change-password, so this route is no way around its throttle.
    const throttle = new SignInThrottle(this.context.db);
    const currentPassword = input.current_password;
    if (!(await throttle.checkCurrentPassword(id, () => verifyPassword(row.password_hash, currentPassword))))
      throw AccountService.currentPasswordIncorrect();
    return row.password_hash;
  }

  /**
   * The grant rules of docs/decisions/0012-grant-rules.md, read and checked inside the write
   * transaction: nobody changes their own role; nobody changes an account whose role holds more than
   * they do; an account is given only a role the actor holds all of.
   */
  private async assertGrants(trx: Executor, before: Account, change: { role_id?: number | undefined }, actor: Actor) {
    const newRole = change.role_id !== undefined && change.role_id !== before.role.id ? change.role_id : undefined;
    // One's own account: its role is held by definition; disabling or deleting it is assertSafeChange's refusal.
    if (before.id === actor.id) {
      if (newRole !== undefined) throw new AppError('OWN_ROLE_CHANGE', { field: 'role_id' });
      return;
    }
    const held = await actorPermissions(trx, actor);
    assertMayManageAccount(held, await permissionsOfRole(trx, before.role.id));
    if (newRole !== undefined) {
      await this.assertRoleExists(trx, newRole);
      assertMayAssign(held, await permissionsOfRole(trx, newRole));
    }
  }

  async create(input: CreateInput, actor: Actor): Promise<Account> {
    await assertUncommonPassword(input.password, 'password', input.email);
    const passwordHash = await hashPassword(input.password);
    return this.write(async (trx) => {
      await lockGrants(trx, this.context.database);
      await this.assertRoleExists(trx, input.role_id);
      assertMayAssign(await actorPermissions(trx, actor), await permissionsOfRole(trx, input.role_id));
      await this.assertEmailAndUsernameFree(trx, input);
      const { email, username, role_id, status } = input;
      const values = {
        email,
        username,
        password_hash: passwordHash,
        role_id,
        status,
        force_reset_password: flag(input.force_reset_password),
      };
      return this.insert(trx, values, actor, { changes: PASSWORD_CHANGED });
    });
  }

  /** Guards an administrator against locking everyone (or themself) out. */
  private async assertSafeChange(
    db: Executor,
    before: Account,
    change: { status?: string; role_id?: number; deleting?: boolean },
    actor: Actor,
  ) {
    const demoting =
      change.deleting ||
      change.status === 'Inactive' ||
      (change.role_id !== undefined && change.role_id !== before.role.id);
    if (!demoting) return;
    if (before.id === actor.id) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
    const admins = await activeAdministratorIds(db);
    if (admins.includes(before.id) && admins.length === 1) {
      const keepsAll =
        !change.deleting &&
        change.status !== 'Inactive' &&
        change.role_id !== undefined &&
        !!(await db
          .selectFrom('role_permissions')
          .select('role_id')
          .where('role_id', '=', change.role_id)
          .where('permission', '=', 'ALL')
          .executeTakeFirst());
      if (!keepsAll) throw new AppError('LAST_ADMIN');
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Account> {
    if (input.password !== undefined) await assertUncommonPassword(input.password, 'password', input.email);
    const checkedHash = await this.checkOwnCurrentPassword(id, input, actor);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.write(async (trx) => {
      await lockGrants(trx, this.context.database);
      const before = await this.load(trx, id);
      if (checkedHash !== undefined) {
        // The password changed since it was checked: the one given is no longer the current one.
        const now = await trx
          .selectFrom('accounts')
          .select('password_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (now.password_hash !== checkedHash) throw AccountService.currentPasswordIncorrect();
      }
      await this.assertGrants(trx, before, input, actor);
      if (input.role_id !== undefined) await this.assertRoleExists(trx, input.role_id);
      await this.assertEmailAndUsernameFree(trx, input, id);
      await this.assertSafeChange(trx, before, input, actor);
      const { email, username, role_id, status } = input;
      const values = {
        email,
        username,
        role_id,
        status,
        force_reset_password: input.force_reset_password === undefined ? undefined : flag(input.force_reset_password),
        password_hash: passwordHash,
      };
      return this.change(trx, id, before, values, actor, {
        afterRead: async (after) => {
          const endsSessions =
            passwordHash !== undefined ||
            after.status !== 'Active' ||
            after.role.id !== before.role.id ||
            (after.force_reset_password && !before.force_reset_password);
          if (endsSessions) await this.sessions.revokeAllOf(trx, [id], 'account changed by an administrator');
        },
        ...(passwordHash !== undefined && { changes: PASSWORD_CHANGED }),
      });
    });
  }

  /** Soft delete: the row stays for the audit trail; its e-mail and username become free again. */
  protected override async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const before = await this.load(trx, id);
    await this.assertGrants(trx, before, {}, actor);
    await this.assertSafeChange(trx, before, { deleting: true }, actor);
    await this.sessions.revokeAllOf(trx, [id], 'account deleted');
    await this.softDelete(trx, id, before, actor);
  }

  /**
   * The undo of a delete, under the grant rules of a delete (docs/decisions/0012-grant-rules.md):
   * nobody restores an account whose role holds more than they do. Refused while a live account has
   * the e-mail or username, or when its role has been deleted since (VALIDATION_FAILED on role_id, as
   * a create with that role is). Its sessions stay ended: the person signs in again.
   */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const deleted = await this.loadDeleted(trx, id);
    await this.assertRoleExists(trx, deleted.role_id);
    assertMayManageAccount(await actorPermissions(trx, actor), await permissionsOfRole(trx, deleted.role_id));
    await this.assertEmailAndUsernameFree(trx, deleted, id);
    await this.restore(trx, id, actor);
  }
}

export type { CreateAccount, UpdateAccount };
