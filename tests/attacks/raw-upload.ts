import { request } from 'node:http';

export interface RawPatch {
  /** Resolves once the first bytes are handed to the socket. */
  readonly written: Promise<void>;
  /** Resolves with the answer's status, or 0 when the connection ended without one. */
  readonly done: Promise<number>;
  /** Cuts the connection at once, as a phone losing its signal does. */
  drop(): void;
}

/**
 * A tus PATCH sent by hand from `localAddress` (a loopback address of the attacker's own): the
 * declared length, then `first` bytes at once and, if `trickle` is set, a few bytes every second.
 */
export function rawPatch(url: string, bytes: Uint8Array, first: number, localAddress: string, trickle: { bytesPerSecond: number } | null = null): RawPatch {
  let status = 0;
  let timer: NodeJS.Timeout | undefined;
  const req = request(url, {
    method: 'PATCH',
    localAddress,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
      Origin: new URL(url).origin,
    },
  });
  const done = new Promise<number>((resolve) => {
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => resolve(status));
    });
    req.on('error', () => resolve(status));
    req.on('close', () => resolve(status));
  });
  let sent = first;
  const written = new Promise<void>((resolve) => req.write(bytes.subarray(0, first), () => resolve()));
  if (trickle) {
    timer = setInterval(() => {
      if (sent >= bytes.length) return clearInterval(timer);
      req.write(bytes.subarray(sent, sent + trickle.bytesPerSecond));
      sent += trickle.bytesPerSecond;
    }, 1000);
  }
  void done.then(() => clearInterval(timer));
  return {
    written,
    done,
    drop: () => {
      clearInterval(timer);
      req.destroy();
    },
  };
}
