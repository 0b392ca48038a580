// CPU time spent by the API process and the database server's processes, read from /proc: the
// cost of one request in CPU milliseconds holds up when other work shares the machine, where a
// rate per second does not (the rates stay, this explains them: docs/architecture.md, "Speed we keep").

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of one process, in milliseconds; 0 for one that is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** The PostgreSQL server of this data directory and its backends. */
function serverPids(dataDir) {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

/** A reading now; its `since()` gives the API's and the database's CPU ms used after it. */
export function cpuReading(apiPid, dataDir) {
  const take = () => ({
    api: cpuMs(apiPid),
    db: serverPids(dataDir).reduce((sum, pid) => sum + cpuMs(pid), 0),
  });
  const start = take();
  return {
    since() {
      const end = take();
      return { api: end.api - start.api, db: end.db - start.db };
    },
  };
}
