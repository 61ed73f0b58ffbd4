import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChunkFailureBanner } from './chunk-failure-banner';
import { Footer } from './footer';
import { LoadingView } from './loading-view';
import { NavBar } from './nav-bar';
import { RouteBoundary } from './route-boundary';
import { useRouteLoading } from './route-loading';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';
import styles from './root-layout.module.css';

const MAIN_ID = 'contenido';

/** The pages that show the top navigation bar. */
const NAV_BAR_PATHS: readonly string[] = [paths.home, paths.info];

/**
 * Every page: skip link, navigation bar where the page has one, the one `main`, the footer.
 * `main` is at least a screen tall, so the footer starts below the fold and never jumps into view
 * and back while a page's code or a restored draft arrives (no layout shift).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navBar = NAV_BAR_PATHS.some((path) => matchPath(path, pathname));
  // The next page's code is downloading: the current page stays, with a bar along the top.
  const navigating = useRouteLoading();
  useScrollToTopOnNavigation(pathname);
  return (
    <div className={styles.shell}>
      <div className={styles.progress} data-active={navigating} aria-hidden="true" />
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        Saltar al contenido
      </a>
      {/* A new key per page closes the mobile menu after navigating. */}
      {navBar && <NavBar key={pathname} />}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <p className="visually-hidden" role="status">
          {navigating ? 'Cargando la página…' : ''}
        </p>
        <ChunkFailureBanner />
        <RouteBoundary pathname={pathname}>
          <Suspense fallback={<LoadingView />}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      <Footer />
    </div>
  );
}
