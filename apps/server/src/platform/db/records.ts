import {
  sql,
  type Generated,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import { diff, recordAudit, type Actor, type Changes } from '../audit.js';
import { notFound } from '../errors.js';
import { uniqueViolation } from './constraints.js';
import { allOrNothing } from './all-or-nothing.js';
import type { Database, Db, Executor } from './schema.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from './stamps.js';

type Stamp = 'created_at' | 'created_by' | 'updated_at' | 'updated_by' | 'deleted_at';

interface StampedRow {
  id: Generated<number>;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
  deleted_at: string | null;
}

/** The tables of staff-edited records: an id, the stamps of platform/db/stamps.ts and a soft delete. */
export type RecordTable = { [T in keyof Database]: Database[T] extends StampedRow ? T : never }[keyof Database];

/** The columns a create or an edit gives; the stamps are this module's to write. */
export type RecordValues<T extends RecordTable> = Omit<Insertable<Database[T]>, Stamp | 'id'>;
export type RecordChanges<T extends RecordTable> = Omit<Updateable<Database[T]>, Stamp | 'id'>;

/**
 * A record table as this module writes it: by id, stamps and soft delete only, under one name. Kysely
 * cannot type a query on a table chosen at run time; the columns a caller passes are checked against
 * that table's own row type (RecordValues, RecordChanges) before they reach this view.
 */
interface StampedView {
  record: StampedRow;
}

function stamped(db: Executor): Kysely<StampedView> {
  return db as unknown as Kysely<StampedView>;
}

/** One collection of records: where its rows are, how the API and the audit log see one, its unique-index refusals. */
export interface RecordKind<R> {
  table: RecordTable;
  /** The audit log's entity, and the first part of each action (`war_group` → `war_group.update`). */
  entity: string;
  /** The live record as the API answers it, or undefined. */
  find(db: Executor, id: number): Promise<R | undefined>;
  /** What the audit log keeps of a record. */
  snapshot(record: R): Record<string, unknown>;
  /**
   * The column unique among live records, compared without regard to case: creates, edits and restores
   * check it, and its unique index (named with `index`) refuses the race past that check the same way.
   */
  unique?: { column: string; index: string; refusal: () => Error };
  /** A unique index's refusal of a write (a race past the collection's own check) as the check answers it. */
  conflict?: (error: unknown) => unknown;
}

interface WriteOptions<R> {
  /** Runs after the row is written and before it is read back (rows of other tables that belong to it). */
  beforeRead?: (id: number) => Promise<void>;
  /** Runs on the record as written, before the audit entry (e.g. ending the sessions a change affects). */
  afterRead?: (record: R) => Promise<void>;
  /** Audit changes beyond the snapshot's (e.g. a secret marked as replaced). */
  changes?: Changes;
}

interface SoftDeleteOptions<T extends RecordTable> {
  /** Columns the delete also clears (e.g. a secret). */
  set?: RecordChanges<T>;
  /** The instant of the delete, when other rows deleted with it must carry the same one. */
  at?: string;
  /** What the audit log keeps of the record, when it is more than its snapshot (e.g. rows deleted with it). */
  snapshot?: Record<string, unknown>;
  changes?: Changes;
}

/**
 * The create, update, delete and restore of staff-edited records, written once: load the live record
 * or answer 404 NOT_FOUND, write the row with its stamps, read it back, and audit the changed fields
 * as `<entity>.<action>` in the same transaction. A module's service extends it with the collection's
 * own rules (unique values, grants, related rows). `removeOne` and `restoreOne` are the per-record
 * functions of docs/architecture.md, "Bulk actions and undo": the single action runs one in its own
 * transaction, the bulk action runs it over the ids with `allOrNothing`.
 */
export class RecordService<T extends RecordTable, R> {
  constructor(
    protected readonly db: Db,
    private readonly kind: RecordKind<R> & { table: T },
  ) {}

  /** The collection's table, under the view's name (the query names the real table). */
  private get table(): 'record' {
    return this.kind.table as unknown as 'record';
  }

  /** The collection's refusal for a unique-index violation; any other error as it is. */
  protected readonly conflictOf = (error: unknown): unknown => {
    if (this.kind.conflict) return this.kind.conflict(error);
    const { unique } = this.kind;
    return unique && uniqueViolation(error)?.includes(unique.index) ? unique.refusal() : error;
  };

  /** Runs one write in its own transaction; a unique-index violation answers as the collection's check does. */
  protected async write<V>(work: (trx: Transaction<Database>) => Promise<V>): Promise<V> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      throw this.conflictOf(error);
    }
  }

  /** The live record, or 404 NOT_FOUND naming the entity and id. */
  async load(db: Executor, id: number): Promise<R> {
    const record = await this.kind.find(db, id);
    if (!record) throw notFound(this.kind.entity, id);
    return record;
  }

  get(id: number): Promise<R> {
    return this.load(this.db, id);
  }

  /** Refuses a value of `column` that a live record other than `exceptId` holds, compared without regard to case. */
  protected async assertFree(
    db: Executor,
    column: string,
    value: string,
    refusal: () => Error,
    exceptId?: number,
  ): Promise<void> {
    let query = stamped(db)
      .selectFrom(this.table)
      .select('id')
      .where((eb) => eb(eb.fn('lower', [sql.ref(column)]), '=', value.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw refusal();
  }

  /** Refuses the unique column's value (RecordKind.unique) when a live record other than `exceptId` holds it. */
  protected async assertUnique(db: Executor, value: string, exceptId?: number): Promise<void> {
    const { unique } = this.kind;
    if (unique) await this.assertFree(db, unique.column, value, unique.refusal, exceptId);
  }

  /** The whole create of a record without rules beyond its unique value, in its own transaction. */
  protected createRecord(values: RecordValues<T>, actor: Actor): Promise<R> {
    return this.write(async (trx) => {
      const value = this.uniqueValueOf(values);
      if (value !== undefined) await this.assertUnique(trx, value);
      return this.insert(trx, values, actor);
    });
  }

  /** The whole update of a record without rules beyond its unique value (checked when given), in its own transaction. */
  protected updateRecord(id: number, values: RecordChanges<T>, actor: Actor): Promise<R> {
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      const value = this.uniqueValueOf(values);
      if (value !== undefined) await this.assertUnique(trx, value, id);
      return this.change(trx, id, before, values, actor);
    });
  }

  private uniqueValueOf(values: object): string | undefined {
    const { unique } = this.kind;
    const value = unique ? (values as Record<string, unknown>)[unique.column] : undefined;
    return typeof value === 'string' ? value : undefined;
  }

  /** Inserts a record stamped as created by the actor, audited as `<entity>.<action>` (`create` unless told). */
  protected async insert(
    trx: Executor,
    values: RecordValues<T>,
    actor: Actor,
    options: WriteOptions<R> & { action?: string } = {},
  ): Promise<R> {
    const { id } = await stamped(trx)
      .insertInto(this.table)
      .values({ ...(values as object), ...createdStamps(actor.id, new Date().toISOString()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await this.read(trx, id, options);
    await this.audit(
      trx,
      actor,
      options.action ?? 'create',
      id,
      diff(null, this.kind.snapshot(created)),
      options.changes,
    );
    return created;
  }

  /** Writes the columns given (and the updated stamps) to a record loaded as `before`; audits the changed fields. */
  protected async change(
    trx: Executor,
    id: number,
    before: R,
    values: RecordChanges<T>,
    actor: Actor,
    options: WriteOptions<R> = {},
  ): Promise<R> {
    await stamped(trx)
      .updateTable(this.table)
      .set({ ...(values as object), ...updatedStamps(actor.id) })
      .where('id', '=', id)
      .execute();
    const after = await this.read(trx, id, options);
    await this.audit(
      trx,
      actor,
      'update',
      id,
      diff(this.kind.snapshot(before), this.kind.snapshot(after)),
      options.changes,
    );
    return after;
  }

  /** The soft delete of a record loaded as `before`, with any columns the delete also clears. */
  protected async softDelete(
    trx: Executor,
    id: number,
    before: R,
    actor: Actor,
    options: SoftDeleteOptions<T> = {},
  ): Promise<void> {
    await stamped(trx)
      .updateTable(this.table)
      .set({
        ...(options.set as object | undefined),
        ...deletedStamps(actor.id, options.at ?? new Date().toISOString()),
      })
      .where('id', '=', id)
      .execute();
    await this.audit(
      trx,
      actor,
      'delete',
      id,
      diff(options.snapshot ?? this.kind.snapshot(before), null),
      options.changes,
    );
  }

  /** A soft-deleted row of the collection, or 404 NOT_FOUND: what a restore may bring back. */
  protected async loadDeleted(trx: Executor, id: number): Promise<Selectable<Database[T]>> {
    const deleted = await stamped(trx)
      .selectFrom(this.table)
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (!deleted) throw notFound(this.kind.entity, id);
    return deleted as unknown as Selectable<Database[T]>;
  }

  /** Brings a soft-deleted record back, stamped as changed by the actor, and audits it as `<entity>.restore`. */
  protected async restore(
    trx: Executor,
    id: number,
    actor: Actor,
    options: { at?: string; extra?: Record<string, unknown> } = {},
  ): Promise<R> {
    await stamped(trx)
      .updateTable(this.table)
      .set(restoredStamps(actor.id, options.at ?? new Date().toISOString()))
      .where('id', '=', id)
      .execute();
    const after = await this.load(trx, id);
    await this.audit(trx, actor, 'restore', id, diff(null, { ...this.kind.snapshot(after), ...options.extra }));
    return after;
  }

  /** The single delete: the per-record function in its own transaction. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  /** The bulk delete: the single delete's checks and audit entry for each id, all or nothing. */
  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  /** The undo of deletes, all or nothing; a live record holding a unique value refuses as a create would. */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.db, ids, (trx, id) => this.restoreOne(trx, id, actor), this.conflictOf)).length;
  }

  /** The plain soft delete; a collection whose delete checks or takes more overrides it. */
  protected async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    await this.softDelete(trx, id, await this.load(trx, id), actor);
  }

  /** The plain restore, refused while a live record holds its unique value; a collection with rules of its own overrides it. */
  protected async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    const value = this.uniqueValueOf(deleted);
    if (value !== undefined) await this.assertUnique(trx, value, id);
    await this.restore(trx, id, actor);
  }

  private async read(trx: Executor, id: number, options: WriteOptions<R>): Promise<R> {
    await options.beforeRead?.(id);
    const record = await this.load(trx, id);
    await options.afterRead?.(record);
    return record;
  }

  private async audit(
    trx: Executor,
    actor: Actor,
    action: string,
    id: number,
    changes: Changes,
    extra?: Changes,
  ): Promise<void> {
    await recordAudit(trx, actor, {
      action: `${this.kind.entity}.${action}`,
      entity: this.kind.entity,
      entityId: id,
      changes: { ...changes, ...extra },
    });
  }
}

/** The live (not soft-deleted) rows of a record table under an alias: where every read of a collection starts. */
export function liveRecords<T extends RecordTable, A extends string>(
  db: Executor,
  table: T,
  alias: A,
): LiveRecords<T, A> {
  const rows = db.selectFrom(sql.table(table).as(alias)).where(sql<SqlBool>`${sql.ref(`${alias}.deleted_at`)} is null`);
  // Kysely types a table named at run time as unknown columns; these are the table's own.
  return rows as unknown as LiveRecords<T, A>;
}

/** The live rows of `table` under `alias`, as liveRecords answers them. */
export type LiveRecords<T extends RecordTable, A extends string> = SelectQueryBuilder<
  Database & { [K in A]: Database[T] },
  A,
  object
>;

/** Rows of a record table (under `alias`) joined with the account that created each, as `creator`. */
export function withCreator<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: string,
): SelectQueryBuilder<DB & { creator: Database['accounts'] }, TB | 'creator', O> {
  const joined = (query as unknown as SelectQueryBuilder<Database, 'accounts', O>).leftJoin(
    'accounts as creator',
    (join) => join.on(sql<SqlBool>`${sql.ref('creator.id')} = ${sql.ref(`${alias}.created_by`)}`),
  );
  // The join is written on the alias, which Kysely cannot check; the row type gains `creator` as the join does.
  return joined as unknown as SelectQueryBuilder<DB & { creator: Database['accounts'] }, TB | 'creator', O>;
}

/** How many live records of `table` (under `alias`) point at a row through `column`: a client's sponsors, a role's accounts. */
export function liveCount(table: RecordTable, alias: string, column: string, row: string): RawBuilder<number> {
  return sql<number>`(select count(*) from ${sql.table(table)} as ${sql.id(alias)} where ${sql.ref(`${alias}.${column}`)} = ${sql.ref(row)} and ${sql.ref(`${alias}.deleted_at`)} is null)`;
}
