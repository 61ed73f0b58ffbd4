import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeJsonAtomically } from '../files/atomic-json';
import { readDay, type DayCounts } from './day-counts';

/** The folder of the daily files, inside the inbox folder (hidden, like its other working folders). */
export const statsFolder = (inboxDir: string): string => join(inboxDir, '.estadisticas');

/** `AAAA-MM-DD` of a moment, in the server's own time zone: the store's day. */
export function dayName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export const dayFile = (inboxDir: string, day: string): string => join(statsFolder(inboxDir), `${day}.json`);

/** A day's file as read: missing (an empty day), damaged (skipped and reported), or its figures. */
export type DayRead = { readonly kind: 'missing' } | { readonly kind: 'damaged' } | { readonly kind: 'ok'; readonly day: DayCounts };

export async function readDayFile(inboxDir: string, day: string): Promise<DayRead> {
  let text: string;
  try {
    text = await readFile(dayFile(inboxDir, day), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'damaged' };
  }
  const counts = readDay(parsed);
  return counts ? { kind: 'ok', day: counts } : { kind: 'damaged' };
}

/** Replaces a day's file atomically: a crash leaves the last flush or this one, never half a file. */
export async function writeDayFile(inboxDir: string, day: string, counts: DayCounts): Promise<void> {
  await mkdir(statsFolder(inboxDir), { recursive: true });
  await writeJsonAtomically(dayFile(inboxDir, day), counts);
}

/** The `count` days up to `today`, oldest first, each as its file reads. */
export async function readLastDays(inboxDir: string, today: Date, count: number): Promise<{ name: string; read: DayRead }[]> {
  const names = Array.from({ length: count }, (_, i) => dayName(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i))));
  return Promise.all(names.map(async (name) => ({ name, read: await readDayFile(inboxDir, name) })));
}
