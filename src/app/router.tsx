import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';

// Declarative routes: React Router's data router would add about 18 KB (gzip) to every page, and
// nothing here needs loaders or actions (DESIGN.md, Speed and weight).
const EditorRoute = lazyRoute('el editor', () => import('@/features/editor/editor-route'));
const OrderRoute = lazyRoute('el formulario de pedido', () => import('@/features/order/order-route'));
const CalculatorRoute = lazyRoute('la calculadora', () => import('@/features/calculator/calculator-route'));
const LandingRoute = lazyRoute('la página de inicio', () => import('@/features/landing/landing-route'));
const InfoRoute = lazyRoute('la página de información', () => import('@/features/info/info-route'));

/** The app's route table, inside a BrowserRouter (main.tsx and the component tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary pathname={pathname} standalone>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.editor} element={<EditorRoute />} />
          <Route path={paths.order} element={<OrderRoute />} />
          <Route path={paths.calculator} element={<CalculatorRoute />} />
          <Route path={paths.home} element={<LandingRoute />} />
          <Route path={paths.info} element={<InfoRoute />} />
          {/* Replacing the entry keeps Back from returning to the unknown path and bouncing again. */}
          <Route path="*" element={<Navigate to={paths.editor} replace />} />
        </Route>
      </Routes>
    </RouteBoundary>
  );
}
