/**
 * What the order page hands to fetch, read in the page: Chromium does not expose a request's file
 * parts (blobs) to the test, so the FormData is kept on its way out and its parts copied back.
 */
import type { Page } from '@playwright/test';

export interface SentForm {
  readonly fields: Record<string, string>;
  readonly files: Record<string, { readonly filename: string; readonly mimeType: string; readonly bytes: Buffer }>;
}

declare global {
  interface Window {
    sentForms?: FormData[];
  }
}

/** Call before the page loads: every FormData posted with fetch is kept in window.sentForms. */
export async function keepSentForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) (window.sentForms ??= []).push(init.body);
      return send(input, init);
    };
  });
}

export async function lastSentForm(page: Page): Promise<SentForm> {
  const parts = await page.evaluate(async () => {
    const form = window.sentForms?.at(-1);
    if (!form) throw new Error('nothing was posted');
    const out: { name: string; value: string; filename?: string; mimeType?: string }[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') out.push({ name, value });
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        out.push({ name, value: btoa(binary), filename: value.name, mimeType: value.type });
      }
    }
    return out;
  });
  const fields: Record<string, string> = {};
  const files: Record<string, { filename: string; mimeType: string; bytes: Buffer }> = {};
  for (const part of parts) {
    if (part.filename === undefined) fields[part.name] = part.value;
    else files[part.name] = { filename: part.filename, mimeType: part.mimeType ?? '', bytes: Buffer.from(part.value, 'base64') };
  }
  return { fields, files };
}
