import type { CatalogueEntry, CatalogueImportPreview } from '@backoffice/contract';
import { CATALOGUE_IMPORT, type createCatalogueEntrySchema, type updateCatalogueEntrySchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { refreshStatistics } from '../../platform/db/statistics.js';
import { markExisting, parseCatalogueCsv, type ParsedImport } from './csv-import.js';
import { CATALOGUE_ENTITY, existingLinks, findEntry } from './repo.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import { deletedStamps, restoredStamps } from '../../platform/db/stamps.js';

type CreateInput = z.output<typeof createCatalogueEntrySchema>;
type UpdateInput = z.output<typeof updateCatalogueEntrySchema>;

/** Rows of one INSERT during an import: 7 columns each stays far below both databases' parameter caps. */
const INSERT_CHUNK = 500;

/** What the audit log keeps of an entry. */
function snapshot(entry: CatalogueEntry): Record<string, unknown> {
  return {
    link: entry.link,
    category: entry.category,
    display_name: entry.display_name,
    tier: entry.tier,
    member_count: entry.member_count,
    status: entry.status,
  };
}

/** A unique index may still catch a race between the check and the write. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('catalogue_link_live') ? new AppError('CATALOGUE_LINK_ALREADY_USED', { field: 'link' }) : error;
}

function rethrowConflict(error: unknown): never {
  throw conflictOf(error);
}

/** Search Bot → Keyword Database: the chats the bot can return, one row per Telegram link. */
export class CatalogueService {
  constructor(private readonly context: AppContext) {}

  async get(id: number): Promise<CatalogueEntry> {
    const entry = await findEntry(this.context.db, id);
    if (!entry) throw notFound(CATALOGUE_ENTITY, id);
    return entry;
  }

  /** Links compare without regard to case: t.me usernames are case-insensitive. */
  private async assertLinkFree(db: Executor, link: string, exceptId?: number) {
    let query = db
      .selectFrom('catalogue_entries')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['link']), '=', link.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new AppError('CATALOGUE_LINK_ALREADY_USED', { field: 'link' });
  }

  async create(input: CreateInput, actor: Actor): Promise<CatalogueEntry> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertLinkFree(trx, input.link);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('catalogue_entries')
          .values({ ...input, created_at: now, created_by: actor.id, updated_at: now, updated_by: actor.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const entry = (await findEntry(trx, id)) as CatalogueEntry;
        await recordAudit(trx, actor, { action: 'catalogue_entry.create', entity: CATALOGUE_ENTITY, entityId: id, changes: diff(null, snapshot(entry)) });
        return entry;
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<CatalogueEntry> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findEntry(trx, id);
        if (!before) throw notFound(CATALOGUE_ENTITY, id);
        if (input.link !== undefined) await this.assertLinkFree(trx, input.link, id);
        await trx
          .updateTable('catalogue_entries')
          .set({ ...input, updated_at: new Date().toISOString(), updated_by: actor.id })
          .where('id', '=', id)
          .execute();
        const after = (await findEntry(trx, id)) as CatalogueEntry;
        await recordAudit(trx, actor, { action: 'catalogue_entry.update', entity: CATALOGUE_ENTITY, entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  /** Soft delete: the row stays for the audit trail; its link becomes free again. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findEntry(trx, id);
    if (!before) throw notFound(CATALOGUE_ENTITY, id);
    await trx.updateTable('catalogue_entries').set(deletedStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'catalogue_entry.delete', entity: CATALOGUE_ENTITY, entityId: id, changes: diff(snapshot(before), null) });
  }

  /** The undo of a delete: refused while a live entry (added or imported since) has the link. */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('catalogue_entries').select('link').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound(CATALOGUE_ENTITY, id);
    await this.assertLinkFree(trx, deleted.link, id);
    await trx.updateTable('catalogue_entries').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findEntry(trx, id)) as CatalogueEntry;
    await recordAudit(trx, actor, { action: 'catalogue_entry.restore', entity: CATALOGUE_ENTITY, entityId: id, changes: diff(null, snapshot(after)) });
  }

  private async check(db: Executor, csv: string): Promise<ParsedImport> {
    const parsed = parseCatalogueCsv(csv);
    markExisting(parsed, await existingLinks(db, parsed.records.map(({ value }) => value.link.toLowerCase())));
    return parsed;
  }

  /** What an import of this file would do, without writing anything. */
  async preview(csv: string): Promise<CatalogueImportPreview> {
    const parsed = await this.check(this.context.db, csv);
    const badRows = new Set(parsed.errors.map((error) => error.row));
    return {
      total_rows: parsed.rows.length,
      valid_rows: parsed.rows.length - badRows.size,
      rows: parsed.rows.slice(0, CATALOGUE_IMPORT.previewRows),
      errors: parsed.errors,
    };
  }

  /**
   * Imports every row of the file in one transaction, or nothing: the checks run again inside the
   * transaction (the database may have changed since the preview), and any bad row refuses the file.
   */
  async import(csv: string, actor: Actor): Promise<number> {
    try {
      const imported = await this.context.db.transaction().execute(async (trx) => {
        const parsed = await this.check(trx, csv);
        if (parsed.errors.length > 0) throw new AppError('CATALOGUE_IMPORT_INVALID', { errors: parsed.errors });
        const now = new Date().toISOString();
        const stamp = { created_at: now, created_by: actor.id, updated_at: now, updated_by: actor.id };
        for (let start = 0; start < parsed.records.length; start += INSERT_CHUNK) {
          const chunk = parsed.records.slice(start, start + INSERT_CHUNK);
          const inserted = await trx
            .insertInto('catalogue_entries')
            .values(chunk.map(({ value }) => ({ ...value, ...stamp })))
            .returning(['id', 'link', 'category', 'display_name', 'tier', 'member_count', 'status'])
            .execute();
          for (const row of inserted) {
            const { id, ...fields } = row;
            await recordAudit(trx, actor, { action: 'catalogue_entry.import', entity: CATALOGUE_ENTITY, entityId: id, changes: diff(null, { ...fields, member_count: Number(fields.member_count) }) });
          }
        }
        return parsed.records.length;
      });
      await this.refreshStatistics();
      return imported;
    } catch (error) {
      return rethrowConflict(error);
    }
  }

  /**
   * After a bulk load the planner's picture of the catalogue may be of a table a tenth the size. Best
   * effort: the import is committed, and statistics that stay stale only cost speed until the next check.
   */
  private async refreshStatistics(): Promise<void> {
    try {
      await refreshStatistics(this.context.db, this.context.database.kind, ['catalogue_entries']);
    } catch {
      /* the scheduled check (SQLite) or autovacuum (PostgreSQL) catches up */
    }
  }
}
