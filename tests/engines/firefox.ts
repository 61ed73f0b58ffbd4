/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Debian ships no geckodriver;
 * Firefox speaks BiDi itself). FIREFOX_PATH picks another binary.
 */
import puppeteer, { type ElementHandle, type EvaluateFunc, type Page } from 'puppeteer-core';
import type { EnginePage } from './engine';
import { treeRss } from './process-memory';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The element at `xpath`, checked to be a `kind` (XPath answers with plain nodes). */
async function element<T extends Element>(page: Page, xpath: string, kind: 'Element' | 'HTMLInputElement' = 'Element'): Promise<ElementHandle<T>> {
  const found = await page.$(`::-p-xpath(${xpath})`);
  const isKind = await found?.evaluate((node, name) => node instanceof (name === 'Element' ? Element : HTMLInputElement), kind);
  if (!found || !isKind) throw new Error(`Firefox: no hay ${kind} en ${xpath} (${page.url()})`);
  return found as ElementHandle<T>;
}

export async function openFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  const version = await browser.version();
  return {
    name: `Firefox ${version.replace(/^firefox\//, '')}`,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: async (xpath) => (await element(page, xpath)).click(),
    type: async (xpath, text) => (await element(page, xpath)).type(text),
    upload: async (xpath, path) => (await element<HTMLInputElement>(page, xpath, 'HTMLInputElement')).uploadFile(path),
    // puppeteer's own typing maps element handles among the arguments, which this suite never passes.
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => page.evaluate(fn as unknown as EvaluateFunc<A>, ...args) as Promise<Awaited<R>>,
    url: async () => page.url(),
    rss: () => {
      const pid = browser.process()?.pid;
      return pid === undefined ? 0 : treeRss(pid);
    },
    close: () => browser.close(),
  };
}
