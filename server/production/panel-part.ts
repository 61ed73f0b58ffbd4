/**
 * Where a panel is written before it appears, whole, at its own name (panel-file.ts links it in): a
 * name of its own per build, so two builds of one panel never share a part, and one left behind by a
 * server that stopped mid-write never blocks the next; it carries its writer (owned-temp.ts), so the
 * start-up sweep removes one whose server is gone. A module of its own so the print pool, on the
 * server's main thread, names the part and removes what a worker ended mid-write left, without
 * loading the panel's builder and pdf-lib.
 */
import { basename, dirname, join } from 'node:path';
import { ownedTempName } from '../files/owned-temp';

export const panelPartFile = (outFile: string): string => join(dirname(outFile), ownedTempName(basename(outFile)));
