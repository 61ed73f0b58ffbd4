import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The generated password's file inside INBOX_DIR; only the server's user may read it. */
export const passwordFileName = '.clave';
/** 18 random bytes: 144 bits, 24 URL-safe characters the store can copy from the terminal. */
const generatedBytes = 18;
const minimumLength = 12;

export interface InboxPassword {
  readonly password: string;
  /** Where it came from, for the start-up message: the environment, or the file (new or found). */
  readonly source: 'env' | 'created' | 'file';
  readonly file: string | null;
}

async function readStored(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** 'wx': when `npm start` and `npm run dev` start together, one creates the file and both use it. */
async function createStored(file: string): Promise<string | null> {
  const password = randomBytes(generatedBytes).toString('base64url');
  let handle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  try {
    await handle.writeFile(`${password}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return password;
}

/**
 * INBOX_PASSWORD when set; otherwise the one stored in INBOX_DIR/.clave, created with a strong random
 * value on the first start. A set password shorter than 12 characters is refused, not weakened.
 */
export async function resolveInboxPassword(env: NodeJS.ProcessEnv, inboxDir: string): Promise<InboxPassword> {
  const fromEnv = env.INBOX_PASSWORD?.trim();
  if (fromEnv) {
    if (fromEnv.length < minimumLength) {
      throw new Error(`INBOX_PASSWORD es muy corta: usá al menos ${minimumLength} caracteres, o borrala para que se genere una`);
    }
    return { password: fromEnv, source: 'env', file: null };
  }
  const file = join(inboxDir, passwordFileName);
  await mkdir(inboxDir, { recursive: true });
  const created = (await readStored(file)) === null ? await createStored(file) : null;
  if (created) return { password: created, source: 'created', file };
  const stored = (await readStored(file)) ?? '';
  if (stored.length < minimumLength) {
    throw new Error(`${file} no tiene una clave válida: borralo y volvé a iniciar para que se genere otra`);
  }
  return { password: stored, source: 'file', file };
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time: both sides are hashed to the same length first, so neither length nor content leaks. */
export function passwordMatches(expected: string, attempt: string): boolean {
  return timingSafeEqual(digest(expected), digest(attempt));
}

/** What `npm start` prints beside the inbox's address, so the store can sign in without a terminal search. */
export function passwordHint(found: InboxPassword): string {
  if (found.source === 'env') return 'clave: la de INBOX_PASSWORD';
  return `clave: ${found.password} (guardada en ${found.file ?? passwordFileName}; borrala para generar otra)`;
}
