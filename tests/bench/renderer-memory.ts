/**
 * The tab's real peak memory on Linux: the resident size of Chromium's renderer processes, which hold
 * the page, its image worker and their decoded bitmaps. The JS heap alone misses the bitmaps, and
 * `performance.measureUserAgentSpecificMemory` needs a cross-origin isolated page, which this site is
 * not. The kernel's own peak (VmHWM) alone is not enough either: memory that Chromium's allocator
 * hands back with madvise leaves it behind (seen here: a 307 MB moment under a VmHWM of 239 MB), so
 * the resident size is also read every few milliseconds, and the peak is the larger of the two.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

export async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
}

/** A field of /proc/<pid>/status in MB, NaN where /proc has none. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const path = `/proc/${pid}/status`;
  const kb = existsSync(path) ? new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(path, 'utf8'))?.[1] : undefined;
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}

const PAGE_SIZE_MB = 4096 / 1024 / 1024;

/** Resident size from /proc/<pid>/statm (cheaper to read than status), in MB. */
function residentMb(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE_MB;
  } catch {
    return Number.NaN;
  }
}

export interface PeakMeter {
  /** The largest resident size of any of the processes since the last reading, in MB; starts over. */
  read(): number;
  stop(): void;
}

/** Starts measuring the processes' peak memory; null where /proc cannot tell (not Linux). */
export function meterPeaks(pids: readonly number[], everyMs = 5): PeakMeter | null {
  const resetKernelPeaks = () => pids.forEach((pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5'));
  try {
    resetKernelPeaks();
  } catch {
    return null;
  }
  let sampled = 0;
  const timer = setInterval(() => {
    for (const pid of pids) sampled = Math.max(sampled, residentMb(pid));
  }, everyMs);
  return {
    read() {
      const peak = Math.max(sampled, ...pids.map((pid) => statusMb(pid, 'VmHWM')), ...pids.map((pid) => statusMb(pid, 'VmRSS')));
      sampled = 0;
      resetKernelPeaks();
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}

/** Each process's resident size now, in MB. */
export function residentNowMb(pids: readonly number[]): number[] {
  return pids.map((pid) => statusMb(pid, 'VmRSS'));
}
