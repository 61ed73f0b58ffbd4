import { runBeforeReload } from '@/platform/before-reload';

/** Saves what must survive (drafts) and then reloads the page. */
export async function reloadPage(location: Pick<Location, 'reload'> = window.location): Promise<void> {
  await runBeforeReload();
  location.reload();
}
