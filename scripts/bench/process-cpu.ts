import fs from 'node:fs';

/** Linux clock ticks per second for /proc times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_S = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks: the process, and its children that ended. */
  ticks: number;
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      stats.push({ pid: Number(entry), ppid: Number(f[1]), ticks });
    } catch {
      // the process ended while we looked
    }
  }
  return stats;
}

/**
 * CPU time in ms used so far by a process and all its descendants. On a shared, noisy machine the
 * CPU a request costs is steadier than its latency, so the bench reports both.
 */
export function treeCpuMs(rootPid: number): number {
  const stats = readStats();
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = stats.find((s) => s.pid === rootPid)?.ticks ?? 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const s = stack.pop()!;
    ticks += s.ticks;
    stack.push(...(children.get(s.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_S;
}

/** The oldest process whose command line contains every one of `parts` (e.g. a postmaster and its port). */
export function findProcess(parts: string[]): number | undefined {
  const pids = fs
    .readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .sort((a, b) => a - b);
  for (const pid of pids) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (parts.every((p) => cmd.includes(p))) return pid;
    } catch {
      // ended
    }
  }
  return undefined;
}
