/**
 * Whether the process that wrote a lock still runs. A pid alone can lie: after a crash the number may be reused,
 * and a killed child stays a zombie until its parent reaps it. Where Linux's /proc is there, the process's start
 * time (recorded with the pid) and its state settle both.
 */
import { readFileSync } from 'node:fs';

interface ProcStat {
  state: string;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
  startTicks: string;
}

function readProcStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTicks = fields[19];
    return state && startTicks ? { state, startTicks } : null;
  } catch {
    return null;
  }
}

/** This process's start mark, recorded beside its pid; null where the system has no /proc. */
export const startMarkOf = (pid: number): string | null => readProcStat(pid)?.startTicks ?? null;

export function isProcessRunning(pid: number, startMark: string | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = readProcStat(pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startMark === null || stat.startTicks === startMark;
}
