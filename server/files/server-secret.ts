import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The server's secret inside INBOX_DIR: hidden like .clave, readable by the server's user alone. */
export const secretFileName = '.secreto';
/** 32 random bytes, 256 bits: the key of every HMAC the server signs (the tarifa's stamps). */
const secretBytes = 32;

async function readSecret(file: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    const secret = Buffer.from(text, 'base64url');
    if (secret.length !== secretBytes) throw new Error(`${file} no tiene un secreto válido: borralo y volvé a iniciar para que se genere otro`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Publishes a new secret whole: a flushed 0600 temp file hard-linked to its name, which fails with
 * EEXIST when another process (a cluster worker, `npm run dev` beside `npm start`) published one
 * first, so every process ends up reading the same secret and none ever reads half of one.
 */
async function publishSecret(file: string): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(`${randomBytes(secretBytes).toString('base64url')}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temp, file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { force: true });
  }
}

/** The secret kept in INBOX_DIR/.secreto, made on the first start and the same after every restart. */
export async function serverSecret(inboxDir: string): Promise<Buffer> {
  await mkdir(inboxDir, { recursive: true });
  const file = join(inboxDir, secretFileName);
  const found = await readSecret(file);
  if (found) return found;
  await publishSecret(file);
  const made = await readSecret(file);
  if (!made) throw new Error(`No se pudo crear ${file}`);
  return made;
}
