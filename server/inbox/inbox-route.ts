/** Paths of the hosted form service: /f/{key} and /p/{project}/f/{key}. */
interface InboxRoute {
  readonly project: string | null;
  readonly key: string;
}

const routeShape = /^(?:\/p\/([A-Za-z0-9_-]{1,64}))?\/f\/([A-Za-z0-9_-]{1,64})\/?$/;

export function isInboxPath(url: string): boolean {
  return url.startsWith('/f/') || url.startsWith('/p/');
}

/** The project and key in an inbox path; null when the path has another shape. */
export function parseInboxRoute(url: string): InboxRoute | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const match = routeShape.exec(pathname);
  if (!match) return null;
  return { project: match[1] ?? null, key: match[2] ?? '' };
}
