import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeTextOnce } from './atomic-json';

/** The server's own secret inside INBOX_DIR: hidden like .clave, readable by the server's user alone. */
export const serverSecretFileName = '.secreto';
/** 32 random bytes (256 bits), written as base64url on one line: the key of every HMAC the server signs. */
const secretBytes = 32;

async function readStored(file: string): Promise<Buffer | null> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length !== secretBytes) throw new Error(`${file} no tiene un secreto válido: borralo y volvé a iniciar para que se genere otro.`);
  return secret;
}

/** Published whole (a flushed 0600 temp file hard-linked to its name): when two processes start together, the first one's wins and both read it. */
async function createStored(file: string): Promise<void> {
  await writeTextOnce(file, `${randomBytes(secretBytes).toString('base64url')}\n`, 0o600).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
}

/**
 * The server's secret, kept in INBOX_DIR/.secreto: made on the first start (mode 0600) and the same
 * after every restart. It signs what the server hands out and must recognise when it comes back
 * (the tarifa review's digest, the version files), so no client and no hand edit can forge them.
 */
export async function readServerSecret(inboxDir: string): Promise<Buffer> {
  await mkdir(inboxDir, { recursive: true });
  const file = join(inboxDir, serverSecretFileName);
  const found = await readStored(file);
  if (found) return found;
  await createStored(file);
  const made = await readStored(file);
  if (!made) throw new Error(`No se pudo crear ${file}.`);
  return made;
}
