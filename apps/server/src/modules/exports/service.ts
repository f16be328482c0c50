import fs from 'node:fs';
import {
  EXPORT_TYPE_PERMISSION,
  EXPORT_TYPES,
  hasPermission,
  type Export,
  type ExportType,
  type createExportSchema,
  type exportListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { permissionsOfRole, type Principal } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { flag } from '../../platform/db/query.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { DownloadTokens } from './download-token.js';
import { EXPORT_FILE_FORMATS, exportFilePath, removeFile } from './files.js';
import { EXPORT_RESOURCES } from './registry.js';
import { findExport, listExports, type ExportRecord } from './repo.js';

type CreateInput = z.output<typeof createExportSchema>;
type ListQuery = z.output<typeof exportListQuerySchema>;

/** 'chat-record' → 'Chat record': the default name's first words. */
function typeLabel(type: ExportType): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Chat record 2026-11-22 10:15" (UTC): the name of an export nobody named. */
export function defaultExportName(type: ExportType, now: Date): string {
  return `${typeLabel(type)} ${now.toISOString().slice(0, 16).replace('T', ' ')}`;
}

export interface ExportFile {
  path: string;
  downloadName: string;
  contentType: string;
  size: number;
}

export class ExportService {
  constructor(
    private readonly context: Pick<AppContext, 'db' | 'database' | 'config'>,
    private readonly tokens: DownloadTokens,
    private readonly onCreated: () => void,
  ) {}

  /** FILE_EXPORT is checked by the route; the data's own permission here (ALL holders always). */
  private assertMayExport(principal: Principal, type: ExportType): void {
    if (!hasPermission(principal.role.permissions, EXPORT_TYPE_PERMISSION[type])) throw new AppError('FORBIDDEN');
  }

  private async visible(principal: Principal, id: number, db: Executor = this.context.db): Promise<ExportRecord> {
    const found = await findExport(db, id);
    if (!found) throw notFound('export', id);
    this.assertMayExport(principal, found.type);
    return found;
  }

  async create(input: CreateInput, principal: Principal, actor: Actor): Promise<Export> {
    this.assertMayExport(principal, input.type);
    const range = input.all_data ? {} : { from: input.from, to: input.to };
    // Validates the filters as the list does (400 naming filters.<field>) and refuses an empty selection at once.
    const selection = EXPORT_RESOURCES[input.type].select(
      this.context.db,
      this.context.database.kind,
      input.filters,
      range,
    );
    if (!(await selection.exists())) throw new AppError('EXPORT_NO_DATA');
    const now = new Date();
    const name = input.name || defaultExportName(input.type, now);
    const id = await this.context.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('exports')
        .values({
          name,
          type: input.type,
          format: input.format,
          filters: JSON.stringify(input.filters),
          all_data: flag(input.all_data),
          range_from: input.all_data || !input.from ? null : new Date(input.from).toISOString(),
          range_to: input.all_data || !input.to ? null : new Date(input.to).toISOString(),
          created_by: principal.accountId,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: 'export.create',
        entity: 'export',
        entityId: row.id,
        changes: { name: { to: name }, type: { to: input.type }, format: { to: input.format } },
      });
      return row.id;
    });
    this.onCreated();
    return await this.visible(principal, id);
  }

  list(query: ListQuery, principal: Principal) {
    const types = EXPORT_TYPES.filter((type) =>
      hasPermission(principal.role.permissions, EXPORT_TYPE_PERMISSION[type]),
    );
    return listExports(this.context.db, query, types);
  }

  get(id: number, principal: Principal): Promise<Export> {
    return this.visible(principal, id);
  }

  async downloadLink(id: number, principal: Principal): Promise<string> {
    const found = await this.visible(principal, id);
    this.assertDownloadable(found);
    const token = await this.tokens.issue({ exportId: id, accountId: principal.accountId });
    return `/v1/exports/${id}/file?token=${encodeURIComponent(token)}`;
  }

  private assertDownloadable(found: Export): void {
    if (found.status === 'Failed') throw new AppError('EXPORT_FAILED');
    if (found.status === 'Expired') throw new AppError('EXPORT_EXPIRED');
    if (found.status !== 'Completed') throw new AppError('EXPORT_NOT_READY');
  }

  /** The file a download token opens; the token is the credential (the browser navigates to the link). */
  async file(id: number, token: string): Promise<ExportFile> {
    const claims = await this.tokens.verify(token);
    if (!claims || claims.exportId !== id) throw new AppError('EXPORT_LINK_INVALID');
    if (!(await this.stillMayDownload(claims.accountId, id))) throw new AppError('EXPORT_LINK_INVALID');
    const found = await findExport(this.context.db, id);
    if (!found) throw notFound('export', id);
    this.assertDownloadable(found);
    const row = await this.context.db.selectFrom('exports').select('file_name').where('id', '=', id).executeTakeFirst();
    if (!row?.file_name) throw new AppError('EXPORT_EXPIRED');
    const file = exportFilePath(this.context.config.DATA_DIR, row.file_name);
    try {
      const { size } = await fs.promises.stat(file);
      const { extension, contentType } = EXPORT_FILE_FORMATS[found.format];
      return { path: file, downloadName: `${found.name}.${extension}`, contentType, size };
    } catch {
      // The row says Completed but this instance cannot see the file: DATA_DIR is not shared (0008).
      throw new AppError('EXPORT_EXPIRED');
    }
  }

  /** A link outlives nothing: an account disabled or stripped of the permission since it was issued cannot use it. */
  private async stillMayDownload(accountId: number, id: number): Promise<boolean> {
    const account = await this.context.db
      .selectFrom('accounts')
      .select(['role_id'])
      .where('id', '=', accountId)
      .where('status', '=', 'Active')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const found = await findExport(this.context.db, id);
    if (!account || !found) return false;
    const permissions = await permissionsOfRole(this.context.db, account.role_id);
    return hasPermission(permissions, 'FILE_EXPORT') && hasPermission(permissions, EXPORT_TYPE_PERMISSION[found.type]);
  }

  async remove(id: number, principal: Principal, actor: Actor): Promise<void> {
    const fileName = await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, principal, actor));
    await this.removeFiles([fileName]);
  }

  /** Only exports the caller may see, as the single delete; their files go once every row is gone. */
  async removeMany(ids: readonly number[], principal: Principal, actor: Actor): Promise<number> {
    const fileNames = await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, principal, actor));
    await this.removeFiles(fileNames);
    return fileNames.length;
  }

  /** Hard delete of the row (an export has no undo); answers its file's name, removed after the commit. */
  private async removeOne(trx: Executor, id: number, principal: Principal, actor: Actor): Promise<string | null> {
    const found = await this.visible(principal, id, trx);
    const row = await trx.selectFrom('exports').select('file_name').where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('exports').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'export.delete',
      entity: 'export',
      entityId: id,
      changes: { name: { from: found.name }, type: { from: found.type } },
    });
    return row?.file_name ?? null;
  }

  private async removeFiles(fileNames: readonly (string | null)[]): Promise<void> {
    for (const fileName of fileNames)
      if (fileName) await removeFile(exportFilePath(this.context.config.DATA_DIR, fileName));
  }
}
