import { mergeConfig } from 'vite';
import { inboxPlugin } from './server/vite-inbox-plugin';
import appConfig from './vite.config';

// `npm run dev`: the app's config plus the local inbox, so the order form works in development.
// Kept apart from vite.config.ts so builds and tests never load the server code.
export default mergeConfig(appConfig, { plugins: [inboxPlugin()] });
