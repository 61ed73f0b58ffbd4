/**
 * Runs async tasks one after another, in call order. Hand-written (a dozen lines) rather than a
 * dependency: the inbox only needs a queue of one.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
