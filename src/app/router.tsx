import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';

// wouter rather than React Router: about 3 KB (brotli) on every page instead of 14 KB (issue 13).
const EditorRoute = lazyRoute('el editor', () => import('@/features/editor/editor-route'));
const OrderRoute = lazyRoute('el formulario de pedido', () => import('@/features/order/order-route'));
const CalculatorRoute = lazyRoute('la calculadora', () => import('@/features/calculator/calculator-route'));
const LandingRoute = lazyRoute('la página de inicio', () => import('@/features/landing/landing-route'));
const InfoRoute = lazyRoute('la página de información', () => import('@/features/info/info-route'));

/** The app's route table, inside AppRouter (main.tsx and the component tests). */
export function AppRoutes() {
  const [pathname] = useLocation();
  return (
    <RouteBoundary pathname={pathname} standalone>
      <RootLayout>
        <Switch>
          <Route path={paths.editor} component={EditorRoute} />
          <Route path={paths.order} component={OrderRoute} />
          <Route path={paths.calculator} component={CalculatorRoute} />
          <Route path={paths.home} component={LandingRoute} />
          <Route path={paths.info} component={InfoRoute} />
          {/* Replacing the entry keeps Back from returning to the unknown path and bouncing again. */}
          <Route>
            <Redirect to={paths.editor} replace />
          </Route>
        </Switch>
      </RootLayout>
    </RouteBoundary>
  );
}
