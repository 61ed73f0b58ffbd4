/**
 * Debian's WebKitGTK (Safari's engine) driven by selenium-webdriver against WebKitWebDriver
 * (`webkit2gtk-driver`), in MiniBrowser under an Xvfb display this module starts. The session keeps
 * no data (`--private`, like Safari's Private Browsing): IndexedDB refuses Blobs there, which is what
 * the drafts must survive. MINIBROWSER_PATH picks another browser binary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { EnginePage } from './engine';
import { treeRss } from './process-memory';

/** MiniBrowser lives in the multiarch library folder, under webkit2gtk-4.1 (or 4.0, or 6.0). */
function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const lib = '/usr/lib';
  const candidates = readdirSync(lib, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.endsWith('-linux-gnu'))
    .flatMap((arch) => readdirSync(`${lib}/${arch.name}`).filter((name) => name.startsWith('webkit2gtk-') || name.startsWith('webkitgtk-')).map((name) => `${lib}/${arch.name}/${name}/MiniBrowser`));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('No encontré MiniBrowser: instalá webkit2gtk-driver (apt-get install webkit2gtk-driver) o definí MINIBROWSER_PATH');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

/** An Xvfb of its own; its display number comes back through -displayfd, so it never clashes with another. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve({ process: xvfb, display: `:${data.toString().trim()}` }));
  });
}

async function waitForDriver(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver no respondió en 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startDriver(cpuPainting: boolean): Promise<{ driver: WebDriver; stop: () => void; pid: number }> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const painting = cpuPainting ? { WEBKIT_DISABLE_COMPOSITING_MODE: '1' } : {};
  const server = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display, ...painting }, stdio: 'ignore' });
  const stop = () => {
    server.kill();
    xvfb.process.kill();
  };
  try {
    await waitForDriver(port);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation', '--private'] },
      })
      .build();
    return { driver, stop, pid: server.pid ?? 0 };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The window is sized so that the page itself gets `width` × `height` (the window adds its own chrome). */
async function setViewport(driver: WebDriver, width: number, height: number): Promise<void> {
  await driver.manage().window().setRect({ width, height });
  const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  await driver.manage().window().setRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) });
}

/**
 * MiniBrowser as Debian starts it, or with `cpuPainting`: WebKitGTK composites its pages with OpenGL,
 * which on a machine without a GPU (this one, CI) is Mesa's software renderer, about 120 ms a frame
 * even for a still page here, where Safari composites on the GPU. WEBKIT_DISABLE_COMPOSITING_MODE
 * has it paint on the CPU instead (16–80 ms a frame here), closer to what a shopper's device spends
 * on a frame; the photo benchmark shows both.
 */
export async function openWebKit({ cpuPainting = false } = {}): Promise<EnginePage> {
  const { driver, stop, pid } = await startDriver(cpuPainting);
  const find = (xpath: string): Promise<WebElement> => driver.findElement(By.xpath(xpath));
  const version = String((await driver.getCapabilities()).get('browserVersion') ?? '');
  return {
    name: `WebKitGTK ${version}${cpuPainting ? ', CPU painting' : ''}`,
    goto: (url) => driver.get(url),
    setViewport: (width, height) => setViewport(driver, width, height),
    click: async (xpath) => (await find(xpath)).click(),
    type: async (xpath, text) => (await find(xpath)).sendKeys(text),
    upload: async (xpath, path) => (await find(xpath)).sendKeys(path),
    // selenium serialises the function and hands the arguments to it; a returned promise is awaited.
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => driver.executeScript<Awaited<R>>(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    url: () => driver.getCurrentUrl(),
    // WebKitWebDriver starts MiniBrowser, which starts the web, network and GPU processes.
    rss: () => treeRss(pid),
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
}
