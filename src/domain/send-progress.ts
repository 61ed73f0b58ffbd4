/**
 * How far an order's upload has got, in the words the form shows: megabytes sent of the total, and
 * the time left once the measured speed is steady. Pure, so it is tested without a network.
 */

/** Decimal megabytes with one decimal and a comma, as the shopper reads them: "3,1". */
const megabytes = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function megabytesText(bytes: number): string {
  return megabytes.format(bytes / 1_000_000);
}

/** "3,1 de 8,1 MB". */
export function sentOfTotalText(sentBytes: number, totalBytes: number): string {
  return `${megabytesText(sentBytes)} de ${megabytesText(totalBytes)} MB`;
}

/** Whole percent, never 100 before the last byte is acknowledged. */
export function sentPercent(sentBytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 0;
  const percent = Math.floor((sentBytes / totalBytes) * 100);
  return sentBytes >= totalBytes ? 100 : Math.min(99, Math.max(0, percent));
}

/** "quedan unos 40 s", "quedan unos 3 min": rounded, since the speed of a phone's uplink wanders. */
export function remainingText(seconds: number): string {
  if (seconds < 60) return `quedan unos ${Math.max(5, Math.ceil(seconds / 5) * 5)} s`;
  return `quedan unos ${Math.round(seconds / 60)} min`;
}

/** Elapsed time as m:ss: "0:42", "3:05". */
export function elapsedText(milliseconds: number): string {
  const total = Math.floor(milliseconds / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

interface Sample {
  readonly at: number;
  readonly bytes: number;
}

/** The speed is trusted once this long of sending has been measured since the last (re)start. */
const steadyAfterMs = 4_000;
/** The speed is measured over this recent window, so it follows a connection that changes. */
const windowMs = 10_000;

/**
 * Measures an upload's speed from its progress reports over a sliding window. `restart` forgets the
 * samples (a dropped connection resumed), so a reconnection's pause never reads as a slow link.
 */
export class SpeedMeter {
  private samples: Sample[] = [];

  add(at: number, bytes: number): void {
    this.samples = [...this.samples.filter((sample) => at - sample.at <= windowMs), { at, bytes }];
  }

  restart(): void {
    this.samples = [];
  }

  /** Seconds left for `remainingBytes`, or null while the speed is not yet steady. */
  secondsLeft(remainingBytes: number): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < steadyAfterMs || last.bytes <= first.bytes) return null;
    const bytesPerMs = (last.bytes - first.bytes) / (last.at - first.at);
    return remainingBytes / bytesPerMs / 1000;
  }
}
