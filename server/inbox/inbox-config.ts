import { resolve } from 'node:path';
// Relative imports: vite.config.ts loads this module through the dev plugin, without the `@/` alias.
import { DEFAULT_FORM_KEY } from '../../src/domain/form-defaults';
import { MAX_UPLOAD_BYTES } from '../../src/domain/image-limits';
import { parseOrigins } from '../origins';
import { defaultStallRules } from './stall-guard';
import type { StallRules } from './stall-guard';

const defaultRateLimitPerMinute = 30;
/** Order posts read at once per server; more wait outside with 503 instead of filling memory and disk. */
const defaultMaxConcurrent = 32;
const megabyte = 1024 * 1024;
/**
 * Order posts one client address may send at once: a shopper sends one (its retry may overlap a
 * stalled one), so one address trickling posts cannot hold every order slot either.
 */
export const orderPostsPerClient = 4;

/**
 * What resumable uploads may hold of the server. Their own pool of slots, so uploads never starve
 * order posts (and the reverse); a few per address, so one address cannot take every slot (the app
 * sends an order's files one after another, so 4 leaves room for a few shoppers behind one NAT);
 * and caps on the bytes of uploads no order has claimed yet, counted by their declared length when
 * they are created, so junk uploads cannot fill the disk before they expire.
 */
export interface UploadLimits {
  /** Uploads being written at once on the server; past it 503 BLOCKED. */
  readonly maxConcurrent: number;
  /** Uploads being written at once from one client address; past it 503 BLOCKED. */
  readonly perClient: number;
  /** Declared bytes of one address's unclaimed uploads; past it 429 BLOCKED. */
  readonly unclaimedBytesPerClient: number;
  /** Declared bytes of every unclaimed upload; past it 503 INBOX_FULL. */
  readonly unclaimedBytesTotal: number;
}

export const defaultUploadLimits: UploadLimits = {
  maxConcurrent: defaultMaxConcurrent,
  perClient: 4,
  unclaimedBytesPerClient: 200 * megabyte,
  unclaimedBytesTotal: 2048 * megabyte,
};

/** The hosted service's own file limit (decisions §4), exactly as the browser's pipeline keeps to it. */
export const maxFileBytes = MAX_UPLOAD_BYTES;
/** The largest proof accepted: the app's JPEG of 1600 px on its long side stays far below it. */
export const maxProofBytes = 3_000_000;
/** Three files of 25 MB plus text fields and multipart overhead fit well under this. */
export const maxBodyBytes = 80 * 1024 * 1024;
/** Accepted file fields: the shopper's image, the composed preview and the print-ready PDF. */
export const maxFiles = 3;
export const maxFields = 32;
/** Every part counts, even one busboy skips (no Content-Disposition); one more than fields + files. */
export const maxParts = maxFields + maxFiles + 1;
/** Bytes per text value; the longest accepted value (5000 characters) is at most 20000 bytes in UTF-8. */
export const maxFieldBytes = 32 * 1024;

/** Hours an upload that never became part of an order is kept before it is removed. */
const defaultUploadExpiryHours = 6;
const hour = 60 * 60 * 1000;

/** Where the shopper's browser goes after a successful submission. */
export const thankYouPath = '/?enviado=1';

export interface InboxOptions {
  readonly inboxDir: string;
  readonly formKey: string;
  /** Project id; '' means no project, so every /p/... path is unknown. */
  readonly project: string;
  /**
   * Requests that write, per address and minute, in one budget: creating an upload and posting an
   * order spend it; appending to an upload only needs it not spent (inbox-gate.ts).
   */
  readonly rateLimitPerMinute: number;
  /** Order posts being received at the same time; past it the inbox answers 503 BLOCKED. */
  readonly maxConcurrent: number;
  readonly uploads: UploadLimits;
  /** When an order's or an upload's body counts as stuck and is cut (stall-guard.ts). */
  readonly stall: StallRules;
  /** Uploads not named by an order within this many milliseconds of their creation are removed. */
  readonly uploadExpiryMs: number;
  /** Origins besides the app's own whose pages may post orders (`https://tienda.example`). */
  readonly allowedOrigins: readonly string[];
  /** Orders and uploads are refused while INBOX_DIR's disk has less free space than this. */
  readonly minFreeBytes: number;
}

const defaultMinFreeMegabytes = 1024;

/** The whole number `value` spells when it is at least `min`; blank, fractional or smaller values give `fallback`. */
function integerAtLeast(value: string | undefined, min: number, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

export type TrustProxy = string[] | ((address: string, hop: number) => boolean) | false;

/**
 * INBOX_TRUST_PROXY as fastify's `trustProxy`: a hop count (`1`: the one proxy in front), or the
 * addresses and CIDR ranges of trusted proxies (`127.0.0.1, 10.0.0.0/8`). Unset trusts no one, so a
 * client cannot pick its own rate-limit bucket with a forged X-Forwarded-For.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.INBOX_TRUST_PROXY?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // The nth hop counted from this server, as fastify's numeric trustProxy (its types list only functions).
    return (_address, hop) => hop < hops;
  }
  return value.split(/[\s,]+/).filter((entry) => entry !== '');
}

/** The upload limits from INBOX_MAX_UPLOADS (by default INBOX_MAX_CONCURRENT's value), INBOX_UPLOADS_PER_CLIENT and INBOX_UNCLAIMED_MB_*. */
function uploadLimitsFromEnv(env: NodeJS.ProcessEnv, maxConcurrent: number): UploadLimits {
  const megabytes = (value: string | undefined, fallback: number): number => integerAtLeast(value, 1, fallback / megabyte) * megabyte;
  return {
    maxConcurrent: integerAtLeast(env.INBOX_MAX_UPLOADS, 1, maxConcurrent),
    perClient: integerAtLeast(env.INBOX_UPLOADS_PER_CLIENT, 1, defaultUploadLimits.perClient),
    unclaimedBytesPerClient: megabytes(env.INBOX_UNCLAIMED_MB_PER_CLIENT, defaultUploadLimits.unclaimedBytesPerClient),
    unclaimedBytesTotal: megabytes(env.INBOX_UNCLAIMED_MB_TOTAL, defaultUploadLimits.unclaimedBytesTotal),
  };
}

export function inboxOptionsFromEnv(env: NodeJS.ProcessEnv, cwd: string): InboxOptions {
  const maxConcurrent = integerAtLeast(env.INBOX_MAX_CONCURRENT, 1, defaultMaxConcurrent);
  return {
    inboxDir: resolve(cwd, env.INBOX_DIR?.trim() || 'data/inbox'),
    formKey: env.INBOX_FORM_KEY?.trim() || DEFAULT_FORM_KEY,
    project: env.INBOX_PROJECT?.trim() ?? '',
    rateLimitPerMinute: integerAtLeast(env.INBOX_RATE_LIMIT, 1, defaultRateLimitPerMinute),
    maxConcurrent,
    uploads: uploadLimitsFromEnv(env, maxConcurrent),
    stall: defaultStallRules,
    uploadExpiryMs: integerAtLeast(env.INBOX_UPLOAD_HOURS, 1, defaultUploadExpiryHours) * hour,
    allowedOrigins: parseOrigins(env.INBOX_ALLOWED_ORIGINS),
    minFreeBytes: integerAtLeast(env.INBOX_MIN_FREE_MB, 0, defaultMinFreeMegabytes) * megabyte,
  };
}
