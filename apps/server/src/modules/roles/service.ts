import {
  BUILT_IN_ROLES,
  type Permission,
  type Role,
  type createRoleSchema,
  type updateRoleSchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { Executor } from '../../platform/db/schema.js';
import { SessionService, permissionsOfRole } from '../../platform/auth/sessions.js';
import { RecordService } from '../../platform/db/records.js';
import {
  actorPermissions,
  actorRoleId,
  assertMayGrant,
  assertMayManageRole,
  lockGrants,
} from '../../platform/auth/grants.js';
import { findRole } from './repo.js';

type CreateInput = z.output<typeof createRoleSchema>;
type UpdateInput = z.output<typeof updateRoleSchema>;

const SUPER_ADMIN = BUILT_IN_ROLES.superAdmin.name;

const nameTaken = () => new AppError('ROLE_NAME_ALREADY_USED', { field: 'name' });

/**
 * Password sign-in is the way in of last resort when the provider is down, so a role holding every permission
 * never requires single sign-on (docs/decisions/0033-single-sign-on.md).
 */
function assertKeepsPasswordSignIn(permissions: readonly Permission[], requiresSso: boolean): void {
  if (requiresSso && permissions.includes('ALL'))
    throw validationError([{ field: 'requires_sso', code: 'sso_not_for_all' }]);
}

export class RoleService extends RecordService<'roles', Role> {
  private readonly sessions: SessionService;

  constructor(private readonly context: AppContext) {
    super(context.db, {
      table: 'roles',
      entity: 'role',
      find: findRole,
      snapshot: (role) => ({
        name: role.name,
        description: role.description,
        permissions: role.permissions,
        requires_sso: role.requires_sso,
      }),
      unique: { column: 'name', index: 'roles', refusal: nameTaken },
    });
    this.sessions = new SessionService(context.db, context.tokens, context.config.REFRESH_TOKEN_TTL_SECONDS);
  }

  private async writePermissions(db: Executor, roleId: number, permissions: readonly string[]) {
    await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    await db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ role_id: roleId, permission })))
      .execute();
  }

  /**
   * The grant rules of docs/decisions/0012-grant-rules.md for changing or deleting an existing role:
   * nobody but a holder of ALL edits the role they hold (so nobody raises their own grants), and
   * nobody manages a role that holds a permission they do not. Answers what the actor holds.
   */
  private async assertMayManage(trx: Executor, role: Role, actor: Actor): Promise<Permission[]> {
    const held = await actorPermissions(trx, actor);
    if (!held.includes('ALL') && (await actorRoleId(trx, actor)) === role.id) throw new AppError('OWN_ROLE_CHANGE');
    assertMayManageRole(held, role.permissions);
    return held;
  }

  async create(input: CreateInput, actor: Actor): Promise<Role> {
    return this.write(async (trx) => {
      await lockGrants(trx, this.context.database);
      assertMayGrant(await actorPermissions(trx, actor), input.permissions);
      assertKeepsPasswordSignIn(input.permissions, input.requires_sso);
      await this.assertUnique(trx, input.name);
      return this.insert(
        trx,
        { name: input.name, description: input.description, built_in: 0, requires_sso: input.requires_sso ? 1 : 0 },
        actor,
        {
          beforeRead: (id) => this.writePermissions(trx, id, input.permissions),
        },
      );
    });
  }

  /** Built-in roles keep their names, and Super Admin keeps ALL. Holders of a changed role sign in again. */
  async update(id: number, input: UpdateInput, actor: Actor): Promise<Role> {
    return this.write(async (trx) => {
      await lockGrants(trx, this.context.database);
      const before = await this.load(trx, id);
      const held = await this.assertMayManage(trx, before, actor);
      if (input.permissions) assertMayGrant(held, input.permissions);
      if (before.built_in && input.name !== undefined && input.name !== before.name)
        throw new AppError('BUILT_IN_ROLE');
      if (before.name === SUPER_ADMIN && before.built_in && input.permissions && !input.permissions.includes('ALL'))
        throw new AppError('BUILT_IN_ROLE');
      assertKeepsPasswordSignIn(input.permissions ?? before.permissions, input.requires_sso ?? before.requires_sso);
      if (input.name !== undefined) await this.assertUnique(trx, input.name, id);
      const { permissions } = input;
      const requiresSso = input.requires_sso === undefined ? undefined : input.requires_sso ? 1 : 0;
      return this.change(
        trx,
        id,
        before,
        { name: input.name, description: input.description, requires_sso: requiresSso },
        actor,
        {
          beforeRead: async () => {
            if (permissions) await this.writePermissions(trx, id, permissions);
          },
          afterRead: async (after) => {
            if (JSON.stringify(after.permissions) === JSON.stringify(before.permissions)) return;
            const holders = await trx
              .selectFrom('accounts')
              .select('id')
              .where('role_id', '=', id)
              .where('deleted_at', 'is', null)
              .execute();
            await this.sessions.revokeAllOf(
              trx,
              holders.map((holder) => holder.id),
              'role permissions changed',
            );
          },
        },
      );
    });
  }

  /** A role in use, or a built-in one, cannot be deleted. */
  protected override async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const before = await this.load(trx, id);
    await this.assertMayManage(trx, before, actor);
    if (before.built_in) throw new AppError('BUILT_IN_ROLE');
    if (before.account_count > 0) throw new AppError('ROLE_IN_USE', { account_count: before.account_count });
    await this.softDelete(trx, id, before, actor);
  }

  /**
   * The undo of a delete, under the grant rules of a delete (docs/decisions/0012-grant-rules.md):
   * nobody restores a role holding a permission they do not hold. Refused while a live role has the name.
   */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const deleted = await this.loadDeleted(trx, id);
    assertMayManageRole(await actorPermissions(trx, actor), await permissionsOfRole(trx, id));
    await this.assertUnique(trx, deleted.name, id);
    await this.restore(trx, id, actor);
  }
}
