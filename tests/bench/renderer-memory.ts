/**
 * The tab's real peak memory on Linux: the peak resident size (VmHWM) of Chromium's renderer
 * processes, which hold the page, its image worker and their decoded bitmaps. The JS heap alone
 * misses the bitmaps, and `performance.measureUserAgentSpecificMemory` needs a cross-origin
 * isolated page, which this site is not.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

export async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
}

/** Starts each process's peak over from its current size (Linux clear_refs "5"); false where /proc cannot. */
export function resetPeaks(pids: readonly number[]): boolean {
  if (!pids.every((pid) => existsSync(`/proc/${pid}/clear_refs`))) return false;
  try {
    pids.forEach((pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5'));
    return true;
  } catch {
    return false;
  }
}

/** The largest peak resident size among the processes, in MB; NaN where /proc has none. */
export function largestPeakMb(pids: readonly number[]): number {
  const peaks = pids.map((pid) => {
    const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  });
  return peaks.length === 0 ? Number.NaN : Math.max(...peaks);
}
