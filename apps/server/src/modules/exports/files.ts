import fs from 'node:fs';
import path from 'node:path';

/** Where Completed files live: DATA_DIR/exports/<id>.csv, shared by every instance (docs/decisions/0008). */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

export function exportFileName(id: number): string {
  return `${id}.csv`;
}

export function exportFilePath(dataDir: string, fileName: string): string {
  return path.join(exportsDir(dataDir), path.basename(fileName));
}

/** Removes a file that may already be gone (a purge and a delete may meet). */
export async function removeFile(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
