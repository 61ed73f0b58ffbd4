/**
 * Tasks that must finish before the shell reloads the page, such as saving the shopper's draft.
 * Every reload the shell triggers awaits runBeforeReload() first.
 */
type BeforeReloadTask = () => Promise<void> | void;

/** Long enough for an IndexedDB write, short enough that a stuck task never blocks the reload. */
export const BEFORE_RELOAD_TASK_MS = 2_000;

const tasks = new Set<BeforeReloadTask>();

/** Registers a task to run before a reload; call the returned function to remove it. */
export function registerBeforeReload(task: BeforeReloadTask): () => void {
  // A wrapper keeps registrations of the same function independent of each other.
  const entry: BeforeReloadTask = () => task();
  tasks.add(entry);
  return () => {
    tasks.delete(entry);
  };
}

function bounded(task: BeforeReloadTask): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      console.error(`[antes de recargar] una tarea superó ${BEFORE_RELOAD_TASK_MS} ms; se recarga igual`);
      resolve();
    }, BEFORE_RELOAD_TASK_MS);
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error('[antes de recargar] una tarea falló', error))
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/** Runs every registered task in parallel, each bounded in time; never rejects. */
export async function runBeforeReload(): Promise<void> {
  await Promise.all([...tasks].map(bounded));
}
