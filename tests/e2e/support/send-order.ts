import { expect, type Page } from '@playwright/test';
import { newFolders, readSubmission, submissionFolders, type SubmissionRecord } from './inbox';

/** What the inbox stored of an order: its folder, and its record with the design it decoded. */
export interface SentOrder {
  readonly folder: string;
  readonly record: SubmissionRecord & { readonly design?: Record<string, unknown> };
}

/** Fills the order form of /formulario with `name`, sends it and reads back the one order the inbox stored. */
export async function sendOrder(page: Page, name: string): Promise<SentOrder> {
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill(name);
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const [folder = '', ...others] = await newFolders(before);
  expect(others).toEqual([]);
  return { folder, record: await readSubmission(folder) };
}
