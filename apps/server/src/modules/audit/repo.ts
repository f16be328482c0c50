import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import {
  AUDIT_SORTABLE,
  SIGN_IN_ACTION_PREFIX,
  auditEntitiesOf,
  auditSectionOf,
  type AuditEntry,
  type AuditFilterOptions,
  type AuditSection,
  type auditListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { fetchListPage, sortOf, textSearchOn } from '../../platform/db/query.js';
import type { Database, Executor } from '../../platform/db/schema.js';

type ListQuery = z.output<typeof auditListQuerySchema>;
type AuditExpressions = ExpressionBuilder<Database, 'audit_log'>;

const SIGN_IN_ACTIONS = `${SIGN_IN_ACTION_PREFIX}%`;

/**
 * The rows of one console section. Sign-in events are written on the account, so they are told apart
 * by their action: the account's section (User Management) leaves them out, sign-in holds only them.
 */
function inSection(eb: AuditExpressions, section: AuditSection): Expression<SqlBool> {
  if (section === 'sign_in') return eb('audit_log.action', 'like', SIGN_IN_ACTIONS);
  const entities = auditEntitiesOf(section);
  // A section no kind of record is audited in holds no rows (none today; the filter stays total).
  if (entities.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.and([eb('audit_log.entity', 'in', entities), eb('audit_log.action', 'not like', SIGN_IN_ACTIONS)]);
}

const entries = (db: Executor) => db.selectFrom('audit_log').selectAll('audit_log');

function filtered(db: Executor, all: ReturnType<typeof entries>, query: ListQuery) {
  let rows = all;
  if (query.actor_id) rows = rows.where('audit_log.actor_id', '=', query.actor_id);
  const section = query.section;
  if (section) rows = rows.where((eb) => inSection(eb, section));
  if (query.entity) rows = rows.where('audit_log.entity', '=', query.entity);
  if (query.entity_id) rows = rows.where('audit_log.entity_id', '=', query.entity_id);
  if (query.action) rows = rows.where('audit_log.action', '=', query.action);
  if (query.search) {
    const text = query.search;
    const contains = textSearchOn(db);
    rows = rows.where((eb) =>
      eb.or([contains(eb.ref('audit_log.actor_email'), text), contains(eb.ref('audit_log.action'), text)]),
    );
  }
  if (query.created_from) rows = rows.where('audit_log.created_at', '>=', new Date(query.created_from).toISOString());
  if (query.created_to) rows = rows.where('audit_log.created_at', '<=', new Date(query.created_to).toISOString());
  return rows;
}

/** The audit log as the list shows it: newest first unless asked otherwise, one page. */
export async function listAuditEntries(db: Executor, query: ListQuery) {
  const sort = sortOf(query, AUDIT_SORTABLE, { field: 'created_at', direction: 'desc' });
  const all = entries(db);
  const id = sql.ref('audit_log.id');
  return fetchListPage(
    all,
    filtered(db, all, query),
    query,
    {
      id,
      order: [
        { expression: sql.ref(`audit_log.${sort.field}`), direction: sort.direction },
        { expression: id, direction: sort.direction },
      ],
      // A sign-out is written without the e-mail; the account still names who it was.
      details: (rows) =>
        rows.leftJoin('accounts as actor', 'actor.id', 'audit_log.actor_id').select('actor.email as account_email'),
    },
    (row): AuditEntry => ({
      id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email ?? row.account_email,
      action: row.action,
      entity: row.entity,
      section: auditSectionOf(row),
      entity_id: row.entity_id,
      changes: JSON.parse(row.changes) as AuditEntry['changes'],
      ip: row.ip,
      created_at: row.created_at,
    }),
  );
}

/** Who appears in the log (by their account's e-mail of today) and which actions it holds. */
export async function auditFilterOptions(db: Executor): Promise<AuditFilterOptions> {
  const actors = await db
    .selectFrom('audit_log')
    .leftJoin('accounts', 'accounts.id', 'audit_log.actor_id')
    .select((eb) => [
      'audit_log.actor_id as id',
      eb.fn.max('accounts.email').as('account_email'),
      eb.fn.max('audit_log.actor_email').as('logged_email'),
    ])
    .where('audit_log.actor_id', 'is not', null)
    .groupBy('audit_log.actor_id')
    .execute();
  const actions = await db
    .selectFrom('audit_log')
    .select(['action', 'entity'])
    .distinct()
    .orderBy('action')
    .orderBy('entity')
    .execute();
  const seen = new Set<string>();
  return {
    actors: actors
      .map((row) => ({ id: Number(row.id), email: row.account_email ?? row.logged_email ?? null }))
      .sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '') || a.id - b.id),
    // One option per action: an action is written on one kind of record.
    actions: actions.flatMap((row) => {
      if (seen.has(row.action)) return [];
      seen.add(row.action);
      return [{ action: row.action, section: auditSectionOf(row) }];
    }),
  };
}
