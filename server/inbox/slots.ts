import type { ServerResponse } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client address per-address limits count by: the address fastify resolved (INBOX_TRUST_PROXY),
 * an IPv6 one by its /64 as the rate limit does, since one host holds a whole /64.
 */
export function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Gives a slot back; calling it again does nothing, so every path that ends a request may call it. */
export type Release = () => void;

/**
 * A pool of bodies being read at once (order posts have one, uploads another), with a share per
 * client address so one address cannot hold every slot.
 */
export interface SlotPool {
  /** A slot for `client`; null when the pool or the client's share is full. */
  take(client: string): Release | null;
}

export function slotPool(max: number, perClient: number = max): SlotPool {
  let inUse = 0;
  const byClient = new Map<string, number>();
  return {
    take(client) {
      const mine = byClient.get(client) ?? 0;
      if (inUse >= max || mine >= perClient) return null;
      inUse += 1;
      byClient.set(client, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
  };
}

/**
 * Calls `release` once the response closes: sent whole, or its connection gone (the client left,
 * the stall guard cut it, a write failed). A slot is tied to its connection, not to the handler's
 * promise: @tus/server's `handle()` never settles when a body's connection drops mid-transfer.
 */
export function releaseOnClose(response: ServerResponse, release: Release): void {
  if (response.closed) release();
  else response.once('close', release);
}
