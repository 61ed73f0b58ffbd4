import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { e2eInboxPassword, newFolders, submissionFolders } from './inbox';
import { quadrantJpeg, uploadPhoto } from './photos';

/** A shopper's whole order through the real app; returns the order's new folder in the inbox. */
export async function sendDesign(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page));
  // The smallest piece, so the 1200×800 photo prints well enough to go on without the low-quality consent.
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'S 25x25' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill(name);
  await page.getByRole('textbox', { name: /tu email/i }).fill(email);
  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const added = await newFolders(before);
  expect(added).toHaveLength(1);
  return added[0] ?? '';
}

/** A stranger gets the login page and nothing else; a wrong password is told so; the right one opens the list. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/buzon');
  await expect(page).toHaveURL(/\/buzon\/entrar$/);
  await expect(page.getByRole('heading', { name: 'Entrar al buzón' })).toBeVisible();
  // The page is styled by its stylesheet file, the only style the policy lets in.
  expect(await page.evaluate(() => document.styleSheets[0]?.cssRules.length ?? 0)).toBeGreaterThan(10);
  await expectNoAxeViolations(page);
  await page.getByLabel('Clave').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('La clave no es correcta');
  await page.getByLabel('Clave').fill(e2eInboxPassword);
  await page.getByLabel('Clave').press('Enter');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
}
