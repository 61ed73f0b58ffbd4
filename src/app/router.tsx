import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { LoadingView } from './loading-view';
import { RootLayout, withNavBar } from './root-layout';
import { RouteErrorView } from './route-error-view';

const routeError = <RouteErrorView />;

/** The app's route table; tests mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingView,
    errorElement: <RouteErrorView standalone />,
    children: [
      {
        path: paths.editor,
        lazy: lazyRoute('el editor', () => import('@/features/editor/editor-route')),
        errorElement: routeError,
      },
      {
        path: paths.order,
        lazy: lazyRoute('el formulario de pedido', () => import('@/features/order/order-route')),
        errorElement: routeError,
      },
      {
        path: paths.calculator,
        lazy: lazyRoute('la calculadora', () => import('@/features/calculator/calculator-route')),
        errorElement: routeError,
      },
      {
        path: paths.home,
        lazy: lazyRoute('la página de inicio', () => import('@/features/landing/landing-route')),
        errorElement: routeError,
        handle: withNavBar,
      },
      {
        path: paths.info,
        lazy: lazyRoute('la página de información', () => import('@/features/info/info-route')),
        errorElement: routeError,
        handle: withNavBar,
      },
      // Replacing the entry keeps Back from returning to the unknown path and bouncing again.
      { path: '*', element: <Navigate to={paths.editor} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
