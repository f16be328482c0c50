import { Migrator, sql, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { staffAndAudit } from './migrations/001_staff_and_audit.js';
import { keywordsAndSearchBot } from './migrations/002_keywords_and_search_bot.js';
import { adsKeywordTracking } from './migrations/003_ads_keyword_tracking.js';
import { platformAndBotAnalytics } from './migrations/004_platform_and_bot_analytics.js';
import { fileExport } from './migrations/005_file_export.js';
import { stalkers } from './migrations/006_stalkers.js';
import { warBot } from './migrations/007_war_bot.js';
import { auditLogActions } from './migrations/008_audit_log_actions.js';
import { apiKeyStalkers } from './migrations/010_api_key_stalkers.js';
import { twoStepSignIn } from './migrations/011_two_step_sign_in.js';
import { platformCacheVersions } from './migrations/012_platform_cache_versions.js';
import { chatRecordFoldedContent } from './migrations/013_chat_record_folded_content.js';
import { listTotals } from './migrations/014_list_totals.js';
import { dataBackfillMarks } from './migrations/015_data_backfill_marks.js';
import { staffCacheVersions } from './migrations/016_staff_cache_versions.js';
import { chatRecordWalkIndex } from './migrations/017_chat_record_walk_index.js';
import { chatRecordUnfoldedIndex } from './migrations/018_chat_record_unfolded_index.js';
import { sessionAuthenticatedAt } from './migrations/019_session_authenticated_at.js';
import { signInChecksInFlight } from './migrations/020_sign_in_checks_in_flight.js';
import { singleSignOn } from './migrations/021_single_sign_on.js';
import { noStaffAccessVersion } from './migrations/022_no_staff_access_version.js';
import { exportFormats } from './migrations/023_export_formats.js';
import { accountListVersionDropped } from './migrations/024_account_list_version_dropped.js';
import { accountListNameTrigrams } from './migrations/025_account_list_name_trigrams.js';
import { listTextIndexes } from './migrations/027_list_text_indexes.js';
import { webhooks } from './migrations/028_webhooks.js';
import { partitionedEventTables } from './migrations/029_partitioned_event_tables.js';
import { completeChatRecordFolding } from './chat-record-folding.js';
import { makeDuePartitions } from './event-partitions.js';

/** Migrations in order; names sort, so they keep a numeric prefix. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '001_staff_and_audit': staffAndAudit(handle.kind),
    '002_keywords_and_search_bot': keywordsAndSearchBot(handle.kind),
    '003_ads_keyword_tracking': adsKeywordTracking(handle.kind),
    '004_platform_and_bot_analytics': platformAndBotAnalytics(handle.kind),
    '005_file_export': fileExport(handle.kind),
    '006_stalkers': stalkers(handle.kind),
    '007_war_bot': warBot(handle.kind),
    '008_audit_log_actions': auditLogActions,
    '010_api_key_stalkers': apiKeyStalkers,
    '011_two_step_sign_in': twoStepSignIn(handle.kind),
    '012_platform_cache_versions': platformCacheVersions(handle.kind),
    '013_chat_record_folded_content': chatRecordFoldedContent(handle.kind),
    '014_list_totals': listTotals(handle.kind),
    '015_data_backfill_marks': dataBackfillMarks,
    '016_staff_cache_versions': staffCacheVersions(handle.kind),
    '017_chat_record_walk_index': chatRecordWalkIndex(handle.kind),
    '018_chat_record_unfolded_index': chatRecordUnfoldedIndex(handle.kind),
    '019_session_authenticated_at': sessionAuthenticatedAt(handle.kind),
    '020_sign_in_checks_in_flight': signInChecksInFlight(handle.kind),
    '021_single_sign_on': singleSignOn(handle.kind),
    '022_no_staff_access_version': noStaffAccessVersion(handle.kind),
    '023_export_formats': exportFormats,
    '024_account_list_version_dropped': accountListVersionDropped(handle.kind),
    '025_account_list_name_trigrams': accountListNameTrigrams(handle.kind),
    '027_list_text_indexes': listTextIndexes(handle.kind),
    '028_webhooks': webhooks(handle.kind),
    '029_partitioned_event_tables': partitionedEventTables(handle.kind),
  };
}

export interface MigrationOutcome {
  applied: string[];
}

const SCHEMA_DROP_RETRIES = 3;

/**
 * The migrator finds its own tables by listing the tables of every schema in the database; a schema
 * another deployment (or a parallel test) drops during that listing fails it with 3F000 naming that
 * schema. Nothing has been migrated then, so trying again is safe.
 */
function otherSchemaDropped(error: unknown, ours: string | undefined): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '3F000') return false;
  return ours === undefined || !error.message.includes(`"${ours}"`);
}

async function migratorFor(handle: DatabaseHandle): Promise<{ migrator: Migrator; schema: string | undefined }> {
  if (handle.kind === 'postgres') await ensureTrigramExtension(handle);
  const migrations = migrationsFor(handle);
  const schema = handle.schema ?? (handle.kind === 'postgres' ? await currentSchema(handle) : undefined);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // The migrator looks for its tables across every schema; naming ours keeps another schema's
    // bookkeeping (a second deployment, or a parallel test run) from being mistaken for this one's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return { migrator, schema };
}

/**
 * Brings the schema up to the named migration and no further, without what the server does after the
 * migrations: the state a database of an older version is in, for tests of a later migration's conversion.
 */
export async function migrateThrough(handle: DatabaseHandle, last: string): Promise<void> {
  const { migrator } = await migratorFor(handle);
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema up to date; safe to run from several instances at once (the migrator takes a lock). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationOutcome> {
  const { migrator, schema } = await migratorFor(handle);
  let outcome = await migrator.migrateToLatest();
  for (
    let retry = 1;
    retry <= SCHEMA_DROP_RETRIES && outcome.error && otherSchemaDropped(outcome.error, schema);
    retry += 1
  ) {
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  // The partitions of today and the coming days, so that the day's rows never wait in the default one.
  if (handle.kind === 'postgres') await makeDuePartitions(handle.db, new Date(), true);
  // Data the new schema needs, filled outside the migrations' transaction (PostgreSQL runs them in one).
  await completeChatRecordFolding(handle);
  return {
    applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName),
  };
}

/**
 * pg_trgm backs the chat-record text search. It is database-wide, so it is created here in its own
 * statement rather than inside one schema's migration transaction; a trusted extension, a database
 * owner may create it. Two instances racing to create it is harmless: the loser finds it present.
 */
async function ensureTrigramExtension(handle: DatabaseHandle): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(handle.db);
  } catch (error) {
    const installed = await sql<{
      present: number;
    }>`select 1 as present from pg_extension where extname = 'pg_trgm'`.execute(handle.db);
    if (installed.rows.length === 0) throw error;
  }
}

/**
 * The schema the connection creates tables in: `public`, or the first of a search_path set by the
 * connection string or the role. Named to the migrator even when the code was given no schema.
 */
async function currentSchema(handle: DatabaseHandle): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db);
  return rows[0]?.schema ?? undefined;
}
