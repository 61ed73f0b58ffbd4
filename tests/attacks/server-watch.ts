import { readFileSync, writeFileSync } from 'node:fs';

export interface WatchReport {
  /** The longest a probe waited for its answer, in ms. */
  readonly longestWaitMs: number;
  readonly probes: number;
  /** Probes that failed or answered other than 200. */
  readonly failedProbes: number;
  /** The server's peak resident memory while watched: the larger of VmHWM and every VmRSS read, in MB. */
  readonly peakRssMb: number;
}

/** The server process's resident memory from /proc (Linux): now and its high-water mark, in MB. */
export function residentMemory(pid: number): { rssMb: number; hwmMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Starts the process's high-water mark (VmHWM) afresh, so the next peak is this attack's own (Linux; best effort). */
export function resetPeakMemory(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Without the right to reset it, the peak is since the process started: higher, never lower.
  }
}

/** Whether the process with this id is still alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches a server during an attack: a probe GET of `probeUrl` every 100 ms (one at a time, each
 * waited for, so a frozen server shows as one long wait) and its memory read from /proc at the same
 * pace. Stop it to get the figures.
 */
export function watchServer(probeUrl: string, pid: number): { stop(): Promise<WatchReport> } {
  let running = true;
  let longestWaitMs = 0;
  let probes = 0;
  let failedProbes = 0;
  let peakRssMb = 0;
  const sample = (): void => {
    const memory = residentMemory(pid);
    if (memory) peakRssMb = Math.max(peakRssMb, memory.rssMb, memory.hwmMb);
  };
  const loop = (async () => {
    while (running) {
      const probeStarted = performance.now();
      const ok = await fetch(probeUrl, { signal: AbortSignal.timeout(30_000) }).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      probes += 1;
      if (!ok) failedProbes += 1;
      longestWaitMs = Math.max(longestWaitMs, performance.now() - probeStarted);
      sample();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const memoryTimer = setInterval(sample, 100);
  return {
    async stop() {
      running = false;
      // The probe in flight is waited for, so a server still frozen at the end counts whole.
      await loop;
      clearInterval(memoryTimer);
      sample();
      return { longestWaitMs: Math.round(longestWaitMs), probes, failedProbes, peakRssMb: Math.round(peakRssMb) };
    },
  };
}
