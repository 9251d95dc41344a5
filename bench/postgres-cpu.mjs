// The CPU time PostgreSQL itself spends, for the figures that count a request's whole cost: every
// process of the server the URL reaches (the postmaster, its backends and background workers, and
// those that have exited, which the postmaster has reaped), from /proc. Linux and a server on this
// machine only; elsewhere undefined.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../packages/server/package.json', import.meta.url))('pg');
const CLOCK_TICKS = 100;

/** Fields after the command name of /proc/<pid>/stat (the name may hold spaces). */
function stat(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/**
 * A sampler of PostgreSQL's CPU ms so far (user + system of every process of its server, exited
 * ones included), or undefined where /proc cannot tell (another machine, another OS).
 */
export async function postgresCpu(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster;
  try {
    const backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    postmaster = Number(stat(backend)[1]); // the backend's parent
    stat(postmaster);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
  return () => {
    const f = stat(postmaster);
    // utime, stime, and cutime, cstime: the children it has waited for.
    let ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const c = stat(entry);
        if (Number(c[1]) === postmaster) ticks += Number(c[11]) + Number(c[12]);
      } catch {
        // gone meanwhile: the postmaster's reaped time has it
      }
    }
    return (ticks * 1000) / CLOCK_TICKS;
  };
}
