import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Who owns what a server process leaves on disk while it works (its temp area, a file half written):
 * `<pid>-<start>`. The pid alone is not enough, as pids are reused (a container starts its command as
 * the same pid again; a busy machine wraps around), so the owner is the pid and the moment that
 * process started. On Linux the start is the kernel's own record, /proc/<pid>/stat's start time in
 * clock ticks since boot, with the first characters of the boot's id: compared exactly, a recycled
 * pid never matches, and a zombie (killed, not yet reaped: an orphaned cluster worker stays one until
 * init reaps it) counts as gone. Without /proc (Windows, macOS) the start is the time Node started,
 * which no other process can check: there a running pid keeps its areas, so a recycled pid keeps a
 * dead one until it ends, and nothing live is ever removed.
 *
 * Hand-written: the check is two small reads of /proc; the maintained packages around it (ps-list,
 * pidusage) spawn `ps` or give no start time to compare.
 */
export interface OwnerCheck {
  /** This process's owner name. */
  readonly self: string;
  /** Whether the process that `owner` names still runs; false for a name that is not an owner's. */
  readonly isRunning: (owner: string) => boolean;
}

/** `<pid>-<start ticks>.<boot id's first 8>` on Linux, `<pid>-<ms since 1970>` elsewhere. */
export const ownerShape = /^(\d+)-(\d+)(?:\.([0-9a-f]{8}))?$/;

interface ProcStat {
  readonly state: string;
  readonly startTicks: string;
}

/**
 * The process's state and start time from /proc/<pid>/stat; null when there is no such process (or no
 * /proc). Read synchronously: /proc lives in memory, so the read never waits on a disk.
 */
function readStat(procRoot: string, pid: number): ProcStat | null {
  let line: string;
  try {
    line = readFileSync(join(procRoot, String(pid), 'stat'), 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields are counted after its last ')'.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTicks = fields[19];
  return state && startTicks && /^\d+$/.test(startTicks) ? { state, startTicks } : null;
}

function readBootId(procRoot: string): string | null {
  try {
    return readFileSync(join(procRoot, 'sys/kernel/random/boot_id'), 'utf8').replace(/-/g, '').slice(0, 8);
  } catch {
    return null;
  }
}

/** Whether `pid` runs, where only the pid can be checked. */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Z: a zombie, X: dead; either has ended and holds nothing. */
const ended = (stat: ProcStat): boolean => stat.state === 'Z' || stat.state === 'X';

/** `procRoot` and `pid` are for tests, which build a process table of their own. */
export function createOwnerCheck(procRoot = '/proc', pid = process.pid): OwnerCheck {
  const ownStat = readStat(procRoot, pid);
  const bootId = readBootId(procRoot);
  const self = ownStat && bootId ? `${pid}-${ownStat.startTicks}.${bootId}` : `${pid}-${Math.round(performance.timeOrigin)}`;

  const isRunning = (owner: string): boolean => {
    if (owner === self) return true;
    const match = ownerShape.exec(owner);
    const ownerPid = Number(match?.[1]);
    // Our own pid under another start: an earlier run of this process's command.
    if (!match || !(ownerPid > 0) || ownerPid === pid) return false;
    if (!ownStat) return signalReaches(ownerPid);
    const stat = readStat(procRoot, ownerPid);
    if (!stat || ended(stat)) return false;
    // An owner named without a start the kernel knows (an older build's area): its pid alone decides.
    if (match[3] === undefined) return true;
    return match[3] === bootId && match[2] === stat.startTicks;
  };
  return { self, isRunning };
}

/** The check for this process, read once: its own start never changes. */
export const processOwner: OwnerCheck = createOwnerCheck();
