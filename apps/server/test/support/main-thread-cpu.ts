import fs from 'node:fs';

const STAT = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time used by the main thread alone, in ms (Linux: its task's utime + stime, in ticks of
 * 10 ms), or null where /proc is not there. Unlike wall time it does not grow while a busy
 * machine gives the process no core, so it tells the server's own blocking from the machine's.
 */
export function mainThreadCpuMs(): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(STAT, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces), from the third on: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
