import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { orderNumberPrefix, orderNumberValue } from './order-number-shape';
import { fsyncDirectory } from '../files/durable-write';

/**
 * Order numbers, `MGM-1001`, `MGM-1002`…, one sequence per inbox. Each number is claimed by creating
 * its own empty file in INBOX_DIR/.numeros with O_EXCL: the file system makes the claim atomic, so
 * two requests (or two server processes on one inbox) can never get the same number, and the
 * sequence survives restarts with no counter file to rewrite. A crash between the claim and the
 * order's publication leaves a gap, never a duplicate.
 */
const numbersDirName = '.numeros';
const firstNumber = 1001;

async function highestClaimed(dir: string): Promise<number> {
  const names = await readdir(dir);
  return names.reduce((high, name) => Math.max(high, orderNumberValue(name) ?? 0), firstNumber - 1);
}

export interface OrderNumbers {
  /** Claims the next free number; it is on disk when this resolves. */
  claim(): Promise<string>;
}

export function orderNumbers(inboxDir: string): OrderNumbers {
  const dir = join(inboxDir, numbersDirName);
  let next: number | null = null;
  return {
    async claim() {
      await mkdir(dir, { recursive: true });
      next ??= (await highestClaimed(dir)) + 1;
      for (;;) {
        // Taken before the first await: concurrent claims in this process try different numbers.
        const candidate = next;
        next += 1;
        const name = `${orderNumberPrefix}${candidate}`;
        const handle = await open(join(dir, name), 'wx').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return null;
          throw error;
        });
        if (!handle) continue;
        await handle.close();
        await fsyncDirectory(dir);
        return name;
      }
    },
  };
}

/** The shopper's status page token: 256 random bits, URL-safe. */
export function newStatusToken(): string {
  return randomBytes(32).toString('base64url');
}
