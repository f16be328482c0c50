import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/** `npm start` as an operator or a process manager runs it: what a signal to it leaves behind. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started: number[] = [];
const dataDirs: string[] = [];

function alive(pid: number): boolean {
  try {
    const state = /^State:\s+(\S)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return state !== undefined && state !== 'Z';
  } catch {
    return false;
  }
}

/** The process and every process below it, as the kernel lists them now. */
function processTree(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter((entry) => entry.trim() !== ''),
    )
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(() => {
  // npm start would build what is stale first, longer than a test may take; `npm test` builds before it runs.
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('The server is not built: run "node scripts/build.mjs" first (npm test does it)');
});

afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Started {
  npmPid: number;
  port: number;
  output: () => string;
  exited: Promise<void>;
}

/** `npm start` on a fresh DATA_DIR, once it says where it listens. */
async function npmStart(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-start-'));
  dataDirs.push(dataDir);
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (npm.pid === undefined) throw new Error('npm did not start');
  const npmPid = npm.pid;
  started.push(npmPid);
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  await until(() => /running at http:\/\/\S+:\d+/.test(output), `the server's start line in:\n${output}`);
  started.push(...processTree(npmPid));
  return { npmPid, port: Number(/running at http:\/\/\S+:(\d+)/.exec(output)?.[1]), output: () => output, exited };
}

describe('npm start', () => {
  it('stops the server, and leaves no process behind, when npm is sent SIGTERM', async () => {
    const { npmPid, port, exited } = await npmStart();
    const tree = processTree(npmPid);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    process.kill(npmPid, 'SIGTERM');
    await exited;
    await until(() => refused(port), `port ${port} to close`);
    await until(() => tree.every((pid) => !alive(pid)), `every process of npm start to end (${tree.join(', ')})`);
    expect(tree.filter(alive)).toEqual([]);
  });

  it('warns at start of a misspelt setting, naming it and the setting meant, never its value', async () => {
    const { output } = await npmStart({
      DATABSE_URL: 'postgres://backoffice:hunter2-in-the-url@db.invalid/backoffice',
    });
    // The logger writes on its own schedule, so the warning may reach the pipe after the start line.
    await until(() => output().includes('"variable":"DATABSE_URL"'), 'the warning about DATABSE_URL');
    const warning = output()
      .split('\n')
      .find((line) => line.includes('DATABSE_URL'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, variable: 'DATABSE_URL', closest: 'DATABASE_URL' });
    expect(output()).not.toContain('hunter2');
    expect(output()).toContain('(sqlite)');
  });
});
