import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { ENGINES_NODE, MACHINE_NODE_MIN, NODE_VERSIONS } from './node-versions.mjs';

/** The Node.js versions are pinned once (scripts/node-versions.mjs); what repeats them must say the same. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const versions = NODE_VERSIONS as Record<string, string>;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the Node.js versions in support', () => {
  it('pin the image on the tested Node 24', () => {
    expect(read('Dockerfile')).toMatch(
      new RegExp(`^ARG BASE_IMAGE=node:${versions['24']?.replaceAll('.', '\\.')}-bookworm-slim$`, 'm'),
    );
  });

  it('are exactly what every workspace’s engines allows, in the manifests and the lock file', () => {
    expect(ENGINES_NODE).toBe(`^${MACHINE_NODE_MIN} || ^${versions['22']} || ^${versions['24']}`);
    const manifests = [
      'package.json',
      ...(JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.map((dir) => `${dir}/package.json`),
    ];
    for (const file of manifests)
      expect((JSON.parse(read(file)) as { engines?: { node?: string } }).engines?.node, file).toBe(ENGINES_NODE);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } }> };
    for (const dir of ['', ...(JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces]) {
      expect(lock.packages[dir]?.engines?.node, `package-lock.json "${dir}"`).toBe(ENGINES_NODE);
    }
  });

  it('include the Node running the tests: the same line, at the tested patch or later', () => {
    const [major = 0, minor = 0, patch = 0] = process.versions.node.split('.').map(Number);
    const allowed = [MACHINE_NODE_MIN, ...Object.values(versions)].some((version) => {
      const [lowMajor = 0, lowMinor = 0, lowPatch = 0] = version.split('.').map(Number);
      return major === lowMajor && (minor > lowMinor || (minor === lowMinor && patch >= lowPatch));
    });
    expect(allowed, process.versions.node).toBe(true);
  });
});
