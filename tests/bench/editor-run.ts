/**
 * One run in the editor page at /, as a function handed to the page (Playwright's, or another
 * engine's through tests/engines): choose the photo (a JPEG data URL) in the "Subir foto" input,
 * wait for the painted preview, then four "Rotar 90°" clicks. Self-contained: it is serialised.
 */
export async function editorRun(url: string): Promise<{ preview: number; rotate: number[]; longest: number }> {
  const longTasks: PerformanceEntry[] = [];
  // Engines without long-task entries (Firefox, WebKit) ignore the type and report none.
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  const painted = () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  // Decoded here rather than fetched: the app's CSP (connect-src 'self') refuses data: URLs.
  const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  const photo = new File([bytes], 'foto.jpg', { type: 'image/jpeg' });
  button('Quitar foto')?.click();
  await painted();
  const input = document.querySelector('input[type=file][aria-label="Subir foto"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no "Subir foto" input');
  const transfer = new DataTransfer();
  transfer.items.add(photo);
  const start = performance.now();
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  // Drawn at the first repaint mark after choosing (the preview's Konva code may still be on its way before that).
  const drawn = () => button('Quitar foto') && performance.getEntriesByName('mgm:preview-repaint').some((mark) => mark.startTime > start);
  while (!drawn()) await new Promise((r) => setTimeout(r, 2));
  const preview = (await painted()) - start;
  const rotate: number[] = [];
  for (let click = 0; click < 4; click += 1) {
    await painted();
    const clicked = performance.now();
    button('Rotar 90°')?.click();
    rotate.push((await painted()) - clicked);
  }
  await painted();
  const longest = longTasks.filter((t) => t.startTime >= start).reduce((max, t) => Math.max(max, t.duration), 0);
  return { preview, rotate, longest };
}
