import type { CatalogueEntry, CatalogueImportPreview } from '@backoffice/contract';
import {
  CATALOGUE_IMPORT,
  type createCatalogueEntrySchema,
  type updateCatalogueEntrySchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Executor } from '../../platform/db/schema.js';
import { refreshStatistics } from '../../platform/db/statistics.js';
import { markExisting, parseCatalogueCsv, type ParsedImport } from './csv-import.js';
import { CATALOGUE_ENTITY, existingLinks, findEntry } from './repo.js';
import { RecordService } from '../../platform/db/records.js';

type CreateInput = z.output<typeof createCatalogueEntrySchema>;
type UpdateInput = z.output<typeof updateCatalogueEntrySchema>;

/** Rows of one INSERT during an import: 7 columns each stays far below both databases' parameter caps. */
const INSERT_CHUNK = 500;

const linkTaken = () => new AppError('CATALOGUE_LINK_ALREADY_USED', { field: 'link' });

/** Search Bot → Keyword Database: the chats the bot can return, one row per Telegram link. */
export class CatalogueService extends RecordService<'catalogue_entries', CatalogueEntry> {
  constructor(private readonly context: AppContext) {
    super(context.db, {
      table: 'catalogue_entries',
      entity: CATALOGUE_ENTITY,
      find: findEntry,
      snapshot: (entry) => ({
        link: entry.link,
        category: entry.category,
        display_name: entry.display_name,
        tier: entry.tier,
        member_count: entry.member_count,
        status: entry.status,
      }),
      // A unique index may still catch a race between the check and the write.
      unique: { column: 'link', index: 'catalogue_link_live', refusal: linkTaken },
    });
  }

  async create(input: CreateInput, actor: Actor): Promise<CatalogueEntry> {
    return this.createRecord(input, actor);
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<CatalogueEntry> {
    return this.updateRecord(id, input, actor);
  }

  private async check(db: Executor, csv: string): Promise<ParsedImport> {
    const parsed = parseCatalogueCsv(csv);
    markExisting(
      parsed,
      await existingLinks(
        db,
        parsed.records.map(({ value }) => value.link.toLowerCase()),
      ),
    );
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
    const imported = await this.write(async (trx) => {
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
          await recordAudit(trx, actor, {
            action: 'catalogue_entry.import',
            entity: CATALOGUE_ENTITY,
            entityId: id,
            changes: diff(null, { ...fields, member_count: Number(fields.member_count) }),
          });
        }
      }
      return parsed.records.length;
    });
    await this.refreshStatistics();
    return imported;
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
