import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Db } from './db/schema.js';
import type { TokenService } from './auth/tokens.js';
import type { Metrics } from './metrics.js';

/** What every module's service needs, built once at start-up. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  /** Reads that may be a little behind (database.ts's `replicaReads`): chosen explicitly, read by read. */
  replicaReads: Db;
  tokens: TokenService;
  /** This app's Prometheus metrics (GET /metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
}
