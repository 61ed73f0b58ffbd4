import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import { writeJsonAtomically } from '../files/atomic-json';
import { writeDurably } from '../files/durable-write';

/**
 * The durable outbox: every email of an order lives in the order's folder, `correo/<n>-<kind>.eml`
 * (the whole message, as it will travel) beside `correo/<n>-<kind>.json` (to whom, and its state).
 * Both are on disk before anything is sent, so a restart, or an SMTP server that is down, loses
 * nothing: the sender (mail-sender.ts) picks up whatever is still pending.
 */
export const outboxDirName = 'correo';

export type EmailKind = 'tienda' | 'confirmacion' | 'respuesta' | 'enviado';
/** `sin-configurar`: written while SMTP_URL was unset; it stays as a .eml file and is never sent later. */
export type EmailState = 'pendiente' | 'enviado' | 'error' | 'sin-configurar';

export interface OutboxEmail {
  readonly kind: EmailKind;
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly createdAt: string;
  readonly state: EmailState;
  readonly attempts: number;
  /** The last failure's reason, in Spanish; null when none failed. */
  readonly lastError: string | null;
  readonly lastAttemptAt: string | null;
  readonly sentAt: string | null;
}

export interface OutboxItem {
  /** `01-confirmacion`: the file names without extension. */
  readonly name: string;
  readonly email: OutboxEmail;
}

const kinds: readonly EmailKind[] = ['tienda', 'confirmacion', 'respuesta', 'enviado'];
const states: readonly EmailState[] = ['pendiente', 'enviado', 'error', 'sin-configurar'];
const nameShape = /^\d{2}-[a-z]+$/;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseEmail(value: unknown): OutboxEmail | null {
  if (!isRecord(value)) return null;
  const kind = kinds.find((candidate) => candidate === value.kind);
  const state = states.find((candidate) => candidate === value.state);
  const [to, from, subject, createdAt] = [text(value.to), text(value.from), text(value.subject), text(value.createdAt)];
  if (!kind || !state || to === null || from === null || subject === null || createdAt === null) return null;
  const attempts = typeof value.attempts === 'number' && Number.isSafeInteger(value.attempts) ? value.attempts : 0;
  return { kind, to, from, subject, createdAt, state, attempts, lastError: text(value.lastError), lastAttemptAt: text(value.lastAttemptAt), sentAt: text(value.sentAt) };
}

export const emlPath = (folder: string, name: string): string => join(folder, outboxDirName, `${name}.eml`);
const statePath = (folder: string, name: string): string => join(folder, outboxDirName, `${name}.json`);

/** The order's emails, oldest first; unreadable state files are left out. */
export async function readOutbox(folder: string): Promise<OutboxItem[]> {
  const names = await readdir(join(folder, outboxDirName)).catch(() => []);
  const wanted = names.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).filter((name) => nameShape.test(name)).sort();
  const items = await Promise.all(wanted.map(async (name) => ({ name, email: await readEmailState(folder, name) })));
  return items.filter((item): item is OutboxItem => item.email !== null);
}

export async function readEmailState(folder: string, name: string): Promise<OutboxEmail | null> {
  try {
    return parseEmail(JSON.parse(await readFile(statePath(folder, name), 'utf8')));
  } catch {
    return null;
  }
}

export async function writeEmailState(folder: string, name: string, email: OutboxEmail): Promise<void> {
  await writeJsonAtomically(statePath(folder, name), email);
}

/**
 * Adds one email to the order's outbox: its .eml first, then its state, each flushed; the state file
 * is what makes it exist, so a crash in between leaves no half email to send. Returns its name.
 */
export async function addToOutbox(folder: string, eml: Buffer, email: OutboxEmail): Promise<string> {
  await mkdir(join(folder, outboxDirName), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    const count = (await readdir(join(folder, outboxDirName))).filter((file) => file.endsWith('.eml')).length + attempt;
    const name = `${String(count + 1).padStart(2, '0')}-${email.kind}`;
    const written = await writeDurably(emlPath(folder, name), eml).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (!written) continue;
    await writeEmailState(folder, name, email);
    return name;
  }
}
