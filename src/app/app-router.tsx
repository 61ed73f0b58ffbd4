import { RouterProvider } from 'react-router-dom';
import { logErrorOnce } from '@/platform/error-log';
import type { createAppRouter } from './router';

type AppRouterInstance = ReturnType<typeof createAppRouter>;

// Replaces React Router's own console output so that every route error is logged exactly once.
const logRouteError = (error: unknown) => logErrorOnce('[ruta] Error inesperado', error);

export function AppRouter({ router }: { readonly router: AppRouterInstance }) {
  return <RouterProvider router={router} onError={logRouteError} />;
}
