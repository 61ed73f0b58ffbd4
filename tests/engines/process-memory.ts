/**
 * Resident memory of a browser: the process that was started and every process under it (content,
 * GPU, network processes), read from Linux's /proc, so the benchmark can watch what a photo costs in
 * each engine the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Parent of every live process. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = read(`/proc/${name}/stat`).split(') ')[1]?.split(' ');
    if (fields?.[1]) map.set(Number(name), Number(fields[1]));
  }
  return map;
}

/** Bytes resident in `root` and all its descendants now. */
export function treeRss(root: number): number {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) kb += Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  return kb * 1024;
}
