/**
 * CPU seconds used so far by the seed's PostgreSQL backend, read from /proc when the server
 * runs on this machine (Linux): a figure that does not depend on how busy the machine is,
 * unlike wall time. Null elsewhere.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function backendCpu(pid: number): () => number | null {
  return () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces): state is field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const utime = Number(fields[11]);
      const stime = Number(fields[12]);
      return Number.isFinite(utime + stime) ? (utime + stime) / TICKS_PER_SECOND : null;
    } catch {
      return null;
    }
  };
}
