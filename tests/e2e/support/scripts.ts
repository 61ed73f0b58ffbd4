import type { Page, Response } from '@playwright/test';

export interface ScriptRecorder {
  /** URLs of every JavaScript file the page received since recording started. */
  urls(): string[];
  /** The same files with their bodies. */
  bodies(): Promise<Map<string, string>>;
}

function isScript(response: Response): boolean {
  const url = new URL(response.url());
  return response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
}

/** Records the JavaScript a page downloads (entry, lazy chunks and module preloads alike). */
export function recordScripts(page: Page): ScriptRecorder {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    if (isScript(response) && response.ok()) responses.set(response.url(), response);
  });
  return {
    urls: () => [...responses.keys()],
    bodies: async () => {
      const entries = await Promise.all([...responses].map(async ([url, r]) => [url, await r.text()] as const));
      return new Map(entries);
    },
  };
}
