import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface ChildServer {
  readonly baseUrl: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code, or the signal's name when killed. */
  readonly exited: Promise<number | string>;
}

/**
 * Starts the built server (`main.js` beside this bundle) on a free loopback port with its own inbox,
 * and resolves once it prints its address. `env` adds to its environment (INBOX_PASSWORD for /buzon).
 * Start-up compresses the whole build with brotli first: on a busy two-core machine that alone has
 * taken over 20 s, hence the generous time to start.
 */
export function startChildServer(mainJs: string, inboxDir: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<ChildServer> {
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', INBOX_DIR: inboxDir, INBOX_RATE_LIMIT: '1000000', INBOX_PROJECT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'desconocido'));
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
  return new Promise<ChildServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`el servidor no arrancó en ${timeoutMs} ms ${errors}`));
    }, timeoutMs);
    let output = '';
    let started = false;
    // The pipe is read to its end even after startup, so the server never blocks on a full pipe.
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      if (started) return;
      output += text;
      const match = /listo en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        resolve({ baseUrl: match[1], process: child, exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`el servidor terminó (${code}) antes de arrancar: ${errors.trim()}`));
    });
  });
}
