import { BUILT_IN_ROLES, type Permission, type Role, type createRoleSchema, type updateRoleSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { SessionService, permissionsOfRole } from '../../platform/auth/sessions.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import { actorPermissions, actorRoleId, assertMayGrant, assertMayManageRole, lockGrants } from '../../platform/auth/grants.js';
import { findRole } from './repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';

type CreateInput = z.output<typeof createRoleSchema>;
type UpdateInput = z.output<typeof updateRoleSchema>;

function snapshot(role: Role): Record<string, unknown> {
  return { name: role.name, description: role.description, permissions: role.permissions };
}

const SUPER_ADMIN = BUILT_IN_ROLES.superAdmin.name;

function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('roles') ? new AppError('ROLE_NAME_ALREADY_USED', { field: 'name' }) : error;
}

export class RoleService {
  private readonly sessions: SessionService;

  constructor(private readonly context: AppContext) {
    this.sessions = new SessionService(context.db, context.tokens, context.config.REFRESH_TOKEN_TTL_SECONDS);
  }

  async get(id: number): Promise<Role> {
    const role = await findRole(this.context.db, id);
    if (!role) throw notFound('role', id);
    return role;
  }

  private async assertNameFree(db: Executor, name: string, exceptId?: number) {
    let query = db
      .selectFrom('roles')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new AppError('ROLE_NAME_ALREADY_USED', { field: 'name' });
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  private async writePermissions(db: Executor, roleId: number, permissions: readonly string[]) {
    await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    await db.insertInto('role_permissions').values(permissions.map((permission) => ({ role_id: roleId, permission }))).execute();
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
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await lockGrants(trx, this.context.database);
        assertMayGrant(await actorPermissions(trx, actor), input.permissions);
        await this.assertNameFree(trx, input.name);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('roles')
          .values({ name: input.name, description: input.description, built_in: 0, ...createdStamps(actor.id, now) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.writePermissions(trx, id, input.permissions);
        const role = (await findRole(trx, id)) as Role;
        await recordAudit(trx, actor, { action: 'role.create', entity: 'role', entityId: id, changes: diff(null, snapshot(role)) });
        return role;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /** Built-in roles keep their names, and Super Admin keeps ALL. Holders of a changed role sign in again. */
  async update(id: number, input: UpdateInput, actor: Actor): Promise<Role> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await lockGrants(trx, this.context.database);
        const before = await findRole(trx, id);
        if (!before) throw notFound('role', id);
        const held = await this.assertMayManage(trx, before, actor);
        if (input.permissions) assertMayGrant(held, input.permissions);
        if (before.built_in && input.name !== undefined && input.name !== before.name) throw new AppError('BUILT_IN_ROLE');
        if (before.name === SUPER_ADMIN && before.built_in && input.permissions && !input.permissions.includes('ALL')) throw new AppError('BUILT_IN_ROLE');
        if (input.name !== undefined) await this.assertNameFree(trx, input.name, id);
        await trx
          .updateTable('roles')
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.description !== undefined && { description: input.description }),
            ...updatedStamps(actor.id),
          })
          .where('id', '=', id)
          .execute();
        if (input.permissions) await this.writePermissions(trx, id, input.permissions);
        const after = (await findRole(trx, id)) as Role;
        if (JSON.stringify(after.permissions) !== JSON.stringify(before.permissions)) {
          const holders = await trx.selectFrom('accounts').select('id').where('role_id', '=', id).where('deleted_at', 'is', null).execute();
          await this.sessions.revokeAllOf(trx, holders.map((holder) => holder.id), 'role permissions changed');
        }
        await recordAudit(trx, actor, { action: 'role.update', entity: 'role', entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /** A role in use, or a built-in one, cannot be deleted. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const before = await findRole(trx, id);
    if (!before) throw notFound('role', id);
    await this.assertMayManage(trx, before, actor);
    if (before.built_in) throw new AppError('BUILT_IN_ROLE');
    if (before.account_count > 0) throw new AppError('ROLE_IN_USE', { account_count: before.account_count });
    const now = new Date().toISOString();
    await trx.updateTable('roles').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'role.delete', entity: 'role', entityId: id, changes: diff(snapshot(before), null) });
  }

  /**
   * The undo of a delete, under the grant rules of a delete (docs/decisions/0012-grant-rules.md):
   * nobody restores a role holding a permission they do not hold. Refused while a live role has the name.
   */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await lockGrants(trx, this.context.database);
    const deleted = await trx.selectFrom('roles').select('name').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound('role', id);
    assertMayManageRole(await actorPermissions(trx, actor), await permissionsOfRole(trx, id));
    await this.assertNameFree(trx, deleted.name, id);
    await trx.updateTable('roles').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findRole(trx, id)) as Role;
    await recordAudit(trx, actor, { action: 'role.restore', entity: 'role', entityId: id, changes: diff(null, snapshot(after)) });
  }
}
