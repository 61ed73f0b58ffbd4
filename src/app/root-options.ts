import type { RootOptions } from 'react-dom/client';
import { logErrorOnce } from '@/platform/error-log';

/**
 * React logs every error an error boundary catches; the route boundaries log their own,
 * so React's copy goes through the same once-only log.
 */
export const rootOptions: RootOptions = {
  onCaughtError: (error) => logErrorOnce('[ruta] Error inesperado', error),
};
