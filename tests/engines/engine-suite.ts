/**
 * The cross-engine spec, declared once and run by each engine's test file: the order end to end,
 * and no route wider than a 360 or 390 px phone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor, waitForElement, type EnginePage } from './engine';
import { buzonLists, horizontalOverflow, sendOrder, type Site } from './order-flow';
import { turnedPhonePhoto, uprightPreview } from './phone-preview';

const ROUTES = ['/home', '/informacion', '/calculadora', '/formulario?mode=Alfombra&selectedClient=XXLA&widthCm=140&heightCm=100', '/', '/buzon'];

export function engineSuite(engine: string, open: () => Promise<EnginePage>): void {
  describe(engine, () => {
    const site: Site = { baseURL: inject('baseURL'), inboxDir: inject('inboxDir') };
    let page: EnginePage | null = null;
    const current = (): EnginePage => {
      if (!page) throw new Error(`${engine} no arrancó`);
      return page;
    };

    beforeAll(async () => {
      page = await open();
      await page.setViewport(1280, 900);
      console.log(`${engine}: ${page.name}`);
    });
    afterAll(() => page?.close());

    it('takes an order from the photo to the inbox and /buzon', async () => {
      const name = await sendOrder(current(), site, engine);
      await buzonLists(current(), site, name);
    });

    it.each([
      // Firefox: libjpeg-turbo's decode and turn for a photo without a profile (steps `decode (scaled)`,
      // `bitmap`); ImageDecoder, which applies a Display P3 profile, and a canvas turn for the other.
      { profile: 'none', firefoxTurns: 'mgm:photo bitmap' },
      { profile: 'display-p3', firefoxTurns: 'mgm:photo draw upright' },
    ] as const)('shows a phone photo stored turned upright, decoded at a quarter of its pixels (profile: $profile)', async ({ profile, firefoxTurns }) => {
      await current().goto(`${site.baseURL}/`);
      const photoInput = "//input[@type='file' and @aria-label='Subir foto']";
      // The draft brings back the last case's photo: it goes, and its steps with it.
      await waitFor(current(), 'el editor', () => document.querySelector('input[type=file]') !== null);
      await current().evaluate(() => {
        [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Quitar foto')?.click();
        performance.clearMeasures();
      });
      await waitForElement(current(), photoInput);
      await current().upload(photoInput, await turnedPhonePhoto(current(), engine, profile));
      const preview = await uprightPreview(current());
      // 4000 × 3000 stored, Orientation 6: 1500 × 2000 upright, libjpeg's 4/8 with nothing resized.
      expect(preview.steps).toContain('mgm:photo decode (scaled)');
      if (engine === 'firefox') expect(preview.steps).toContain(firefoxTurns);
      expect(preview.size).toEqual([1500, 2000]);
      // Stored red, green / blue, yellow; turned a quarter clockwise: blue, red / yellow, green.
      expect(preview.quadrants).toEqual(['blue', 'red', 'yellow', 'green']);
    });

    it('fits 360 and 390 px phones on every route', async () => {
      const overflow: string[] = [];
      for (const width of [360, 390]) {
        await current().setViewport(width, 800);
        for (const route of ROUTES) {
          await current().goto(`${site.baseURL}${route}`);
          await waitFor(current(), `${route} con su título`, () => document.querySelector('h1') !== null);
          // The parts loaded after the first paint (footer, notices) settle.
          await current().evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
          const extra = await horizontalOverflow(current());
          if (extra > 0) overflow.push(`${route} a ${width} px: ${extra} px de más`);
        }
      }
      expect(overflow).toEqual([]);
    });
  });
}
