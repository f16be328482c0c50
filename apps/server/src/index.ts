/**
 * The server package's entry for the tools beside it (benchmarks, browser tests): building and starting an app,
 * its database, and the few figures they measure against. The server itself starts from main.ts and cli.ts.
 */
export { buildApp } from './app.js';
export { createAdmin, ensureFirstAdmin } from './bootstrap.js';
export { loadConfig, type Config } from './platform/config.js';
export { openDatabase, type DatabaseHandle } from './platform/db/database.js';
export { migrateToLatest } from './platform/db/migrate.js';
export { refreshStatistics } from './platform/db/statistics.js';
export { issueApiKey } from './platform/auth/api-keys.js';
export { MAX_JSON_DEPTH, MIN_JSON_VALUES } from './platform/http/input-hygiene.js';
export { ingestBatch } from './modules/ingest/service.js';
export { CSV_BOM, csvRecord } from './modules/exports/csv.js';
export { EXPORT_BATCH_SIZE } from './modules/exports/resource.js';
