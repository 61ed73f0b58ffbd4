import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app-server';
import { buzon } from './buzon/buzon-plugin';
import { createOrderIndex } from './orders/order-index';
import { passwordHint, resolveInboxPassword } from './buzon/password';
import type { InboxPassword } from './buzon/password';
import { inboxOptionsFromEnv, trustProxyFromEnv } from './inbox/inbox-config';
import { createPrintPool } from './inbox/print-pool';
import { printLimitsFromEnv } from './inbox/print-config';
import { mailConfigFromEnv } from './mail/mail-config';
import type { MailConfig } from './mail/mail-config';
import { isLoopbackOrigin } from './orders/loopback';
import { createOrderLife } from './orders/order-life';
import { connectOriginsFromEnv } from './security-headers';
import { restartedFlag, superviseServer } from './server-cluster';
import { createTarifaStore } from './tarifa/tarifa-store';
import { createStatsCollector } from './stats/collector';
import { statsRateFromEnv } from './stats/stats-plugin';

// The client build sits beside the server bundle: <build dir>/client next to <build dir>/server.
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const port = Number(process.env.PORT?.trim() || 4173);
const host = process.env.HOST?.trim() || '127.0.0.1';
const inbox = inboxOptionsFromEnv(process.env, process.cwd());

function mailSettings(): MailConfig {
  try {
    return mailConfigFromEnv(process.env);
  } catch (error) {
    return fail('El correo no está bien configurado', error);
  }
}

async function start(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('PORT no es válido', `"${process.env.PORT ?? ''}"; usá un número de 0 a 65535`);
  // One pool for the inbox's builds and /buzon's rebuild button.
  const printPool = createPrintPool(printLimitsFromEnv(process.env));
  const mail = mailSettings();
  const orders = createOrderLife(inbox.inboxDir, mail);
  // One index of the orders for /buzon and the shopper's status page.
  const orderIndex = createOrderIndex(inbox.inboxDir);
  // One tarifa for the pages served, the order check and /buzon's «Tarifa»: a save reaches them all at once.
  const tarifa = createTarifaStore(inbox.inboxDir);
  // One collector for /eventos, the inbox's order count and /buzon's «Estadísticas».
  const stats = createStatsCollector({ inboxDir: inbox.inboxDir, failed: (error) => console.error('No se pudieron guardar las estadísticas:', error) });
  const app = createApp({
    clientDir,
    orders,
    ...inbox,
    printPool,
    orderIndex,
    tarifa,
    stats,
    statsPerMinute: statsRateFromEnv(process.env),
    trustProxy: trustProxyFromEnv(process.env),
    connectOrigins: connectOriginsFromEnv(process.env),
    log: {
      stored: (folder) => console.log(`Nuevo diseño recibido: ${folder}`),
      failed: (error) => console.error('No se pudo guardar un envío:', error),
      refused: (line) => console.warn(`Envío rechazado: ${line}`),
      unprinted: (reason) => console.warn(`Pedido guardado sin archivo de impresión: ${reason}`),
    },
  });
  const inboxPassword = await resolveInboxPassword(process.env, inbox.inboxDir).catch((error: unknown) =>
    fail('No se pudo preparar la clave del buzón', error),
  );
  void app.register(buzon, { inboxDir: inbox.inboxDir, password: inboxPassword.password, printPool, orders, orderIndex, tarifa, stats });
  await settle(app.ready(), `No se pudo preparar la carpeta de envíos ${inbox.inboxDir}`);
  await settle(app.listen({ port, host }), `No se pudo escuchar en ${host}:${port}`);
  if (process.env[restartedFlag] !== '1') banner(app.server.address(), inboxPassword, mail);

  // Stop taking connections, let uploads in progress finish, then leave.
  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    void app.close().then(() => printPool.close()).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** The address, the inbox folder and the store's password hint, printed once (not again after a restart). */
function banner(address: ReturnType<Server['address']>, inboxPassword: InboxPassword, mail: MailConfig): void {
  const shownPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`MGM Gamers · personalizador listo en http://${shownHost}:${shownPort}`);
  console.log(`Los diseños enviados se guardan en ${inbox.inboxDir} (verlos: npm run inbox)`);
  console.log(`Buzón de la tienda: http://${shownHost}:${shownPort}/buzon · ${passwordHint(inboxPassword)}`);
  console.log(mail.smtpUrl ? `Emails por SMTP desde ${mail.from}` : 'Correo sin configurar (SMTP_URL): los emails quedan como .eml en la carpeta de cada pedido');
  if (!mail.publicOrigin && isLoopbackOrigin(`http://${shownHost}`)) {
    console.warn('¡Atención! Falta PUBLIC_ORIGIN y el servidor escucha en una dirección local: los links de los emails no abrirían fuera de esta computadora, así que los emails a los clientes quedan retenidos. Configurá PUBLIC_ORIGIN=https://tu-tienda (docs/order-life.md).');
  }
}

async function settle(step: PromiseLike<unknown>, what: string): Promise<void> {
  try {
    await step;
  } catch (error) {
    fail(what, error);
  }
}

function fail(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The primary only supervises (server-cluster.ts); the server itself runs in its one worker.
if (cluster.isPrimary) superviseServer();
else start().catch((error: unknown) => fail('No se pudo iniciar el servidor', error));
