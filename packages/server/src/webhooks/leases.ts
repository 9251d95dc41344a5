/**
 * Leases on deliveries: who holds one (`<host>/<pid>:<random>`), and releasing those a dead process of
 * this host left behind, so its interrupted attempts resume at once instead of when they expire.
 */
import { hostname } from 'node:os';
import { propertyOf } from '../core/errors.js';
import type { Store } from '../store/store.js';

/** Whether process `pid` (on this host) is gone. */
function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return propertyOf(err, 'code') === 'ESRCH';
  }
}

/** Who holds a lease: the host and process that took it (`<host>/<pid>:<random>`). */
export const HOLDER = `${hostname()}/${process.pid}`;

/** The host and pid of a lease; a lease of an older version (`<pid>:<random>`) is of this host. */
export function leaseHolder(lease: string): { host: string; pid: number } {
  const m = /^(?:(.*)\/)?(\d+):[^:]*$/.exec(lease);
  return { host: m?.[1] ?? hostname(), pid: m ? Number(m[2]) : Number.NaN };
}

/**
 * Release the leases left by dead processes of this host. A lease whose process is gone, or that
 * carries our own pid (a previous run of a restarted container where we are pid 1 again), is
 * released at once; a live process's lease, or another host's, is left alone (another server on the
 * same database) and expires by `locked_until` if that process dies later.
 */
export function releaseDeadLeases(store: Store, isGone: (pid: number) => boolean = processGone): Promise<number> {
  return store.write(async (tx) => {
    let released = 0;
    for (const row of await tx.deliveries.heldLeases()) {
      const { host, pid } = leaseHolder(row.lease);
      if (host !== hostname()) continue;
      const dead = !Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isGone(pid);
      if (dead && (await tx.deliveries.releaseLease(row, row.lease))) released++;
    }
    return released;
  });
}
