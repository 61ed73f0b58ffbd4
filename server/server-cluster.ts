import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/** Set in the environment of a server started again after a crash: it serves without printing its banner again. */
export const restartedFlag = 'MGM_SERVER_RESTARTED';
/** How long the server is given to finish uploads in progress on SIGINT/SIGTERM before it is ended. */
const shutdownGraceMs = 12_000;

/**
 * `npm start` as a supervisor: this primary process only starts the server as its one cluster worker
 * and starts it again at once when it dies (a crash, an out-of-memory end, a kill), on the same
 * address, so the shop is back within a second or two and nothing stored is lost (every order is
 * published by one rename, every upload is resumable). The server started again removes what the dead
 * one left half written (prepareInbox, server/inbox/temp-area.ts): the 'exit' event comes once that
 * process is gone and reaped, so its owner check finds it gone. A server that dies before it ever listened
 * (a bad PORT, a busy address) is not started again: the primary leaves with its code. SIGINT and
 * SIGTERM are passed on, and the primary leaves once the server has closed.
 */
export function superviseServer(): void {
  let stopping = false;
  let port: number | null = null;
  let current: Worker;

  const start = (restarted: boolean): void => {
    const env = { ...(restarted ? { [restartedFlag]: '1' } : {}), ...(port === null ? {} : { PORT: String(port) }) };
    current = cluster.fork(env);
    let listened = false;
    current.once('listening', (address) => {
      listened = true;
      // Port 0 picks a free port once; a restarted server takes the same one.
      port = address.port;
    });
    current.once('exit', (code, signal) => {
      if (stopping) process.exit(code ?? 0);
      if (!listened) process.exit(code || 1);
      console.error(`El servidor se cerró de golpe (${signal ?? `código ${code}`}); arrancándolo de nuevo en el puerto ${port}…`);
      start(true);
    });
  };

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    current.process.kill(signal);
    setTimeout(() => current.process.kill('SIGKILL'), shutdownGraceMs).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  start(false);
}
