/**
 * What the cross-engine suite and benchmark ask of a browser, whichever client drives it: Firefox
 * through puppeteer-core over WebDriver BiDi (firefox.ts), WebKitGTK through selenium-webdriver
 * against WebKitWebDriver (webkit.ts). Elements are found by XPath, which both clients take.
 */
export interface EnginePage {
  /** "Firefox ESR 153.7.0", "WebKitGTK 605.1.15": for the report. */
  readonly name: string;
  readonly goto: (url: string) => Promise<void>;
  /** The page's own viewport (innerWidth × innerHeight), not the window's. */
  readonly setViewport: (width: number, height: number) => Promise<void>;
  /** A real click (the driver's pointer input) on the first element at `xpath`. */
  readonly click: (xpath: string) => Promise<void>;
  /** Types into the field at `xpath` as keystrokes. */
  readonly type: (xpath: string, text: string) => Promise<void>;
  /** Chooses the file at `path` (on this machine) in the file input at `xpath`. */
  readonly upload: (xpath: string, path: string) => Promise<void>;
  /** Runs `fn` in the page (serialised: it must not close over anything) and returns its JSON-able result. */
  readonly evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>;
  readonly url: () => Promise<string>;
  /** Bytes resident in the browser's processes now (for the benchmark). */
  readonly rss: () => number;
  readonly close: () => Promise<void>;
}

const quoted = (text: string): string => (text.includes("'") ? `"${text}"` : `'${text}'`);

/** A button by its text or its aria-label. */
export const button = (name: string): string => `//button[normalize-space(.)=${quoted(name)} or @aria-label=${quoted(name)}]`;
/** A button whose text starts with `prefix` (the send button's words change with its state). */
export const buttonStartingWith = (prefix: string): string => `//button[starts-with(normalize-space(.), ${quoted(prefix)})]`;
export const link = (name: string): string => `//a[normalize-space(.)=${quoted(name)}]`;
/** The field labelled `label` (a <label for> whose text starts with it), or by its own aria-label. */
export const field = (label: string): string =>
  `//*[@id=//label[starts-with(normalize-space(.), ${quoted(label)})]/@for] | //input[@aria-label=${quoted(label)}]`;

/** Polls `probe` in the page until it returns a truthy value; that value, or an error naming `what`. */
export async function waitFor<R>(page: EnginePage, what: string, probe: () => R, timeoutMs = 20_000): Promise<R> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate(probe);
    if (value) return value as R;
    if (Date.now() > deadline) throw new Error(`${page.name}: no llegó a «${what}» en ${timeoutMs} ms (${await page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether an element matches `xpath` in the page. */
export function exists(page: EnginePage, xpath: string): Promise<boolean> {
  return page.evaluate(
    (path: string) => document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue !== null,
    xpath,
  );
}

/** Waits until an element matches `xpath`. */
export async function waitForElement(page: EnginePage, xpath: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await exists(page, xpath))) {
    if (Date.now() > deadline) throw new Error(`${page.name}: no apareció ${xpath} en ${timeoutMs} ms (${await page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
