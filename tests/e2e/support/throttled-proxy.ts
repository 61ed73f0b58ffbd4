/**
 * A phone's uplink between Chromium and the server, for the benchmark: a TCP proxy on loopback that
 * passes the server's answers at once and paces what the browser sends to `bitsPerSecond` (one
 * shared uplink for every connection), counting every byte it forwards, and that can drop every
 * connection and refuse new ones for a while (an outage). Chromium's own network emulation delays
 * the page's view of an upload but not the bytes on the socket, so the server would get them early.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface ThrottledProxy {
  readonly port: number;
  /** Bytes forwarded from the browser to the server, headers included. */
  bytesUp(): number;
  /** Drops every connection and refuses new ones for `ms`. */
  outage(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** How often the uplink releases its share of bytes. */
const tickMs = 10;
/** Credit a late timer may catch up on: a busy machine fires timers late, and the link must not slow down for it. */
const catchUpMs = 250;

interface Pending {
  readonly upstream: Socket;
  readonly client: Socket;
  data: Buffer;
}

export async function startThrottledProxy(targetPort: number, bitsPerSecond: number): Promise<ThrottledProxy> {
  const queue: Pending[] = [];
  const sockets = new Set<Socket>();
  let forwarded = 0;
  let down = false;
  const bytesPerMs = bitsPerSecond / 8 / 1000;
  let allowance = 0;
  let lastTick = performance.now();

  const timer = setInterval(() => {
    const now = performance.now();
    // Idle time earns no credit beyond a short catch-up: the link's speed, not a burst, paces the upload.
    allowance = Math.min(allowance + (now - lastTick) * bytesPerMs, catchUpMs * bytesPerMs);
    lastTick = now;
    while (allowance >= 1 && queue.length > 0) {
      const head = queue[0];
      if (!head) break;
      const slice = head.data.subarray(0, Math.floor(allowance));
      head.data = head.data.subarray(slice.length);
      allowance -= slice.length;
      if (!head.upstream.destroyed) {
        head.upstream.write(slice);
        forwarded += slice.length;
      }
      if (head.data.length === 0) {
        queue.shift();
        head.client.resume();
      }
    }
  }, tickMs);

  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (data: Buffer) => {
      // One chunk at a time per connection, as a socket's send buffer would hold it.
      client.pause();
      queue.push({ upstream, client, data });
    });
    upstream.on('data', (data: Buffer) => client.write(data));
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    bytesUp: () => forwarded,
    async outage(ms) {
      down = true;
      for (const socket of sockets) socket.destroy();
      queue.length = 0;
      await new Promise((resolve) => setTimeout(resolve, ms));
      down = false;
    },
    async close() {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
