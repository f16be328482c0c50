import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Export } from '@backoffice/contract';
import { bearer, json, useTestServer } from '../../test/harness.js';
import path from 'node:path';
import { exportsDir, partialFileName } from './files.js';
import { ExportWorker } from './worker.js';

// This server runs no worker of its own: each test drives the workers it makes.
const server = useTestServer({ EXPORT_WORKER: 'off' });

function worker(instanceId: string, maxAttempts = 3): ExportWorker {
  return new ExportWorker({
    db: server.database.db,
    kind: server.database.kind,
    rows: server.database.eachRow,
    dataDir: server.config.DATA_DIR,
    log: server.app.log,
    retentionDays: 7,
    instanceId,
    maxAttempts,
  });
}

async function newExport(): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: bearer(server.admin),
    payload: { type: 'role', filters: {}, all_data: true },
  });
  expect(response.statusCode, response.body).toBe(202);
  return json<{ data: Export }>(response).data.id;
}

async function shown(id: number): Promise<Export> {
  return json<{ data: Export }>(
    await server.app.inject({ method: 'GET', url: `/v1/exports/${id}`, headers: bearer(server.admin) }),
  ).data;
}

/** A partial file as a worker leaves it when its process stops mid-write. */
function leavePartialFile(id: number, instanceId: string): string {
  const file = path.join(exportsDir(server.config.DATA_DIR), partialFileName(id, instanceId));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'sent_at,content\r\n2030-01-01,a chat record\r\n');
  return file;
}

/** The job as claimed by `instanceId`, its heartbeat `ageMs` old. */
async function claimedBy(id: number, instanceId: string, ageMs: number): Promise<void> {
  const heartbeat = new Date(Date.now() - ageMs).toISOString();
  await server.database.db
    .updateTable('exports')
    .set({ claimed_by: instanceId, heartbeat_at: heartbeat, attempts: 1 })
    .where('id', '=', id)
    .execute();
}

describe('partial files', () => {
  it('are removed at start when no live claim writes them, and kept while one does', async () => {
    const crashedJob = await newExport();
    const liveJob = await newExport();
    await claimedBy(crashedJob, 'crashed', 60_000);
    await claimedBy(liveJob, 'alive', 0);
    const crashed = leavePartialFile(crashedJob, 'crashed');
    const alive = leavePartialFile(liveJob, 'alive');
    // The partial file of a claim another worker has since taken, and one of a job gone altogether.
    const superseded = leavePartialFile(liveJob, 'before-alive');
    const orphan = leavePartialFile(999_999, 'crashed');
    // What start() runs first.
    await worker('restarted').purge();
    expect(fs.existsSync(crashed)).toBe(false);
    expect(fs.existsSync(superseded)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(alive)).toBe(true);
    fs.rmSync(alive);
    await server.database.db.deleteFrom('exports').where('id', 'in', [crashedJob, liveJob]).execute();
  });

  it('of a job taken over after a crash are removed when the job is taken over', async () => {
    const id = await newExport();
    await claimedBy(id, 'crashed', 60_000);
    const crashed = leavePartialFile(id, 'crashed');
    await worker('taker').drain();
    expect(fs.existsSync(crashed)).toBe(false);
    expect(await shown(id)).toMatchObject({ status: 'Completed', row_count: 2 });
    expect(fs.readdirSync(exportsDir(server.config.DATA_DIR)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the export worker', () => {
  it('leaves a job Pending until a worker runs it', async () => {
    const id = await newExport();
    expect(await shown(id)).toMatchObject({ status: 'Pending', progress: { done: 0, total: 0 }, row_count: null });
    await worker('runner').drain();
    expect(await shown(id)).toMatchObject({ status: 'Completed', row_count: 2, progress: { done: 2, total: 2 } });
  });

  it('releases a job it was running when the server closes, and the next worker finishes it', async () => {
    const id = await newExport();
    const closing = worker('closing');
    const job = await closing.claim();
    expect(job?.id).toBe(id);
    await closing.stop();
    await closing.run(
      job ?? {
        id,
        type: 'role',
        format: 'csv',
        filters: '{}',
        all_data: 1,
        range_from: null,
        range_to: null,
        attempts: 1,
      },
    );
    const released = await server.database.db
      .selectFrom('exports')
      .select(['status', 'claimed_by', 'heartbeat_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ status: 'Pending', claimed_by: null, heartbeat_at: null });
    expect(fs.readdirSync(exportsDir(server.config.DATA_DIR)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await worker('next').drain();
    expect(await shown(id)).toMatchObject({ status: 'Completed', row_count: 2 });
  });

  it('gives a job up as Failed after its attempts are spent, with the spec wording', async () => {
    const id = await newExport();
    await server.database.db.updateTable('exports').set({ attempts: 3 }).where('id', '=', id).execute();
    await worker('patient', 3).drain();
    expect(await shown(id)).toMatchObject({ status: 'Failed', error: 'Export failed, please try again.' });
    const link = await server.app.inject({
      method: 'POST',
      url: `/v1/exports/${id}/download-link`,
      headers: bearer(server.admin),
    });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({ error_code: 'EXPORT_FAILED', message: 'Export failed, please try again.' });
  });

  it('answers that a Pending export is not ready to download', async () => {
    const id = await newExport();
    const link = await server.app.inject({
      method: 'POST',
      url: `/v1/exports/${id}/download-link`,
      headers: bearer(server.admin),
    });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({ error_code: 'EXPORT_NOT_READY' });
    await worker('tidy').drain();
  });

  it('processes every job exactly once when workers race over them', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => newExport()));
    const racers = ['a', 'b', 'c', 'd'].map((name) => worker(`racer-${name}`));
    await Promise.all(racers.map((racer) => racer.drain()));
    const rows = await server.database.db
      .selectFrom('exports')
      .select(['id', 'status', 'attempts'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([...ids].sort((a, b) => a - b).map((id) => ({ id, status: 'Completed', attempts: 1 })));
  });
});
