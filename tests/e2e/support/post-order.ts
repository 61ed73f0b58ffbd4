import { expect, type Page } from '@playwright/test';
import { newFolders, readSubmission, submissionFolders } from './inbox';
import { quadrantJpeg } from './photos';

/** Posts an order from the page, as the app's form does (or as anyone could), and returns the stored record and its folder. */
export async function postOrder(page: Page, diseno: string, message: string): Promise<Record<string, unknown> & { readonly folder: string }> {
  const photo = (await quadrantJpeg(page)).toString('base64');
  const before = await submissionFolders();
  const status = await page.evaluate(
    async ({ base64, designQuery, text }) => {
      const form = new FormData();
      form.append('nombreModelo', 'Diseno Datos');
      form.append('email', 'datos@example.com');
      form.append('message', text);
      form.append('diseno', designQuery);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
      const answer = await fetch('/f/mgm-local', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
      return answer.status;
    },
    { base64: photo, designQuery: diseno, text: message },
  );
  expect(status).toBe(200);
  const [folder = ''] = await newFolders(before);
  return { ...((await readSubmission(folder)) as unknown as Record<string, unknown>), folder };
}
