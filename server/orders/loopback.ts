/** Whether an origin names this machine only (127.0.0.0/8, ::1, localhost): a link to it works nowhere else. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = URL.canParse(origin) ? new URL(origin).hostname.replace(/^\[|\]$/g, '') : '';
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
