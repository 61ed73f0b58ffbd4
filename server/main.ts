import { fileURLToPath } from 'node:url';
import { createAppServer } from './app-server';
import { inboxOptionsFromEnv } from './inbox/inbox-config';

// The client build sits beside the server bundle: <build dir>/client next to <build dir>/server.
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const port = Number(process.env.PORT?.trim() || 4173);
const host = process.env.HOST?.trim() || '127.0.0.1';
const inbox = inboxOptionsFromEnv(process.env, process.cwd());

function start(): void {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('PORT no es válido', `"${process.env.PORT ?? ''}"; usá un número de 0 a 65535`);
  const { server, ready } = createAppServer({
    clientDir,
    ...inbox,
    log: {
      stored: (folder) => console.log(`Nuevo diseño recibido: ${folder}`),
      failed: (error) => console.error('No se pudo guardar un envío:', error),
    },
  });
  ready.then(
    () =>
      server.listen(port, host, () => {
        const address = server.address();
        const shownPort = typeof address === 'object' && address ? address.port : port;
        const shownHost = host.includes(':') ? `[${host}]` : host;
        console.log(`MGM Gamers · personalizador listo en http://${shownHost}:${shownPort}`);
        console.log(`Los diseños enviados se guardan en ${inbox.inboxDir} (verlos: npm run inbox)`);
      }),
    (error: unknown) => fail(`No se pudo preparar la carpeta de envíos ${inbox.inboxDir}`, error),
  );
  server.on('error', (error) => fail(`No se pudo escuchar en ${host}:${port}`, error));

  // Stop taking connections, let uploads in progress finish, then leave.
  const shutdown = (): void => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function fail(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  start();
} catch (error) {
  fail('No se pudo iniciar el servidor', error);
}
