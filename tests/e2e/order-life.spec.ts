/**
 * The order's life in Chromium against `npm start` with SMTP_URL pointing at a real SMTP server this
 * spec starts (smtp-server, read back with mailparser): a whole order → both emails arrive with its
 * number → the status page says Recibido → the store answers at /buzon → the shopper's email with the
 * purchase link arrives and the status page shows Respondido with the link. axe and the CSP on the
 * status page; it works without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { startTestSmtp } from '../server/smtp-harness';
import type { ReceivedMail, TestSmtp } from '../server/smtp-harness';
import { expectNoAxeViolations } from './support/axe';
import { sendDesign, signIn } from './support/buzon-flow';
import { watchCspViolations } from './support/csp';
import { e2eSmtpPort, e2eStoreEmail } from './support/inbox';
import { expectNoHorizontalScroll } from './support/layout';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp([], e2eSmtpPort);
});
test.afterAll(() => smtp.stop());

/** The first email to `to` whose subject holds `text`; the outbox retries every 15 s, so it may take that long. */
async function mailTo(to: string, text: string): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(to) && (mail.parsed.subject ?? '').includes(text));
  await expect.poll(() => find() !== undefined, { timeout: 40_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no llegó el email a ${to}`);
  return mail;
}

test('an order gets its number, both emails, a status page, and the store’s answer reaches the shopper', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-6);
  const email = `vida${stamp}@example.com`;
  await sendDesign(page, `Vida ${stamp}`, email);
  const success = page.getByRole('status').filter({ hasText: 'Recibimos tu diseño' });
  await expect(success).toContainText(/Tu número de pedido: MGM-\d+/);
  const number = /MGM-\d+/.exec((await success.textContent()) ?? '')?.[0] ?? '';
  const statusHref = (await success.getByRole('link', { name: 'Ver el estado de tu pedido' }).getAttribute('href')) ?? '';

  const receipt = await mailTo(email, number);
  const storeMail = await mailTo(e2eStoreEmail, number);
  expect(receipt.parsed.text).toContain(statusHref);
  expect(storeMail.parsed.text).toMatch(/\/buzon\/pedidos\//);

  // The status page, as the shopper opens it from the email: it needs no JavaScript, like every server page.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(statusHref);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number} Recibido`);
  await noScript.close();
  const shopper = await browser.newContext();
  const statusPage = await shopper.newPage();
  const cspViolations = await watchCspViolations(statusPage);
  await statusPage.goto(statusHref);
  await expect(statusPage.getByRole('heading', { level: 1 })).toContainText(`Pedido ${number}`);
  await expect(statusPage.getByRole('heading', { level: 1 })).toContainText('Recibido');
  await expect(statusPage.getByRole('img', { name: 'Vista previa de tu diseño' })).toHaveJSProperty('complete', true);
  await expectNoAxeViolations(statusPage);

  await signIn(page);
  await page.getByRole('link', { name: new RegExp(`^${number} · `) }).click();
  // The browser checks the field too; without its pattern, the server's own check answers.
  await page.getByLabel('Link de compra').evaluate((input: HTMLInputElement) => input.removeAttribute('pattern'));
  await page.getByLabel('Link de compra').fill('http://tienda.example/sin-https');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('alert')).toContainText('https://');
  await page.getByLabel('Link de compra').fill(`https://tienda.example/producto/${stamp}`);
  await page.getByLabel('Mensaje (opcional)').fill('¡Quedó genial!');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Respondido');
  await expectNoAxeViolations(page);

  const answer = await mailTo(email, 'link de compra');
  expect(answer.parsed.text).toContain(`https://tienda.example/producto/${stamp}`);
  await statusPage.reload();
  await expect(statusPage.getByRole('heading', { level: 1 })).toContainText('Respondido');
  await expect(statusPage.getByRole('link', { name: 'Link de compra' })).toHaveAttribute('href', `https://tienda.example/producto/${stamp}`);
  await statusPage.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(statusPage);
  expect(await cspViolations()).toEqual([]);

  const unknown = await statusPage.goto(`/pedido/${'x'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(statusPage.getByRole('heading', { level: 1 })).toHaveText('No encontramos ese pedido');
  await shopper.close();
});
