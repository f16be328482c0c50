import fs from 'node:fs';
import path from 'node:path';
import type { ExportFormat } from '@backoffice/contract';

/** Where Completed files live: DATA_DIR/exports/<id>.csv (or .jsonl), shared by every instance (docs/decisions/0008). */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** Each format's file name extension and the content type its download is sent with. */
export const EXPORT_FILE_FORMATS: Record<ExportFormat, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  // JSON Lines has no registered type; application/x-ndjson is the one its readers know. JSON is UTF-8 (RFC 8259).
  jsonl: { extension: 'jsonl', contentType: 'application/x-ndjson' },
};

export function exportFileName(id: number, format: ExportFormat = 'csv'): string {
  return `${id}.${EXPORT_FILE_FORMATS[format].extension}`;
}

/**
 * The partial file a worker writes a job into, renamed to the job's file once complete: its name says whose
 * claim it belongs to, so a partial file left by a stopped worker can be told from one being written.
 */
export function partialFileName(id: number, instanceId: string, format: ExportFormat = 'csv'): string {
  return `${exportFileName(id, format)}.${instanceId}.tmp`;
}

/** The job and worker a partial file's name speaks of; undefined for any other name. */
export function partialFileOwner(name: string): { id: number; instanceId: string } | undefined {
  const match = /^(\d+)\.(?:csv|jsonl)\.(.+)\.tmp$/.exec(name);
  return match ? { id: Number(match[1]), instanceId: match[2] as string } : undefined;
}

export function isPartialFileName(name: string): boolean {
  return name.endsWith('.tmp');
}

export function exportFilePath(dataDir: string, fileName: string): string {
  return path.join(exportsDir(dataDir), path.basename(fileName));
}

/** Removes a file that may already be gone (a purge and a delete may meet). */
export async function removeFile(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
