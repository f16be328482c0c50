import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8's full collection, callable without starting node with --expose-gc: the flag set at run time
 * installs `gc` in contexts made after it (Jest finds leaks the same way). Only a job that knows it
 * has just made garbage calls it (docs/decisions/0017).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Bytes in V8's old generation: objects that outlived two young-generation collections. */
function oldSpaceBytes(): number {
  let bytes = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_name === 'old_space' || space.space_name === 'large_object_space') bytes += space.space_used_size;
  }
  return bytes;
}

/**
 * Keeps a long job's promoted garbage from piling up. A job streaming a million rows promotes a few
 * hundred kilobytes at each young collection (whatever was in flight: the server's own requests, the
 * driver's buffers), dead soon after; V8 lets the old generation grow to its limit, tens of megabytes
 * above the idle heap, before it collects it. `check` runs one full collection once the old
 * generation has grown by `growthBytes` since the last, so the job's resident memory stays near the
 * idle server's (a full collection of the server's ~40 MB heap takes tens of milliseconds).
 */
export class OldSpaceLimit {
  private mark = oldSpaceBytes();

  constructor(private readonly growthBytes: number) {}

  check(): boolean {
    if (oldSpaceBytes() - this.mark <= this.growthBytes) return false;
    collectGarbage();
    this.mark = oldSpaceBytes();
    return true;
  }
}
