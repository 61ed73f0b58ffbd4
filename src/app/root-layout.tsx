import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { ChunkFailureBanner } from './chunk-failure-banner';
import { LoadingView } from './loading-view';
import { NavBarSpace } from './nav-bar-space';
import { RouteBoundary } from './route-boundary';
import { useRouteLoading } from './route-loading';
import { PageShown } from './page-shown';
import { useFirstPageShown } from './use-first-page-shown';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';
import styles from './root-layout.module.css';

const MAIN_ID = 'contenido';

// Below the fold on every page (see RootLayout): it loads once the first page is shown.
const { Component: Footer } = lazyPart('el pie de página', () => import('./footer').then((module) => module.Footer), () => null);

// Only two pages have it; until its code is there, a bar of the same height holds its place.
const { Component: NavBar } = lazyPart('la barra de navegación', () => import('./nav-bar').then((module) => module.NavBar), NavBarSpace);

/** The pages that show the top navigation bar. */
const NAV_BAR_PATHS: readonly string[] = [paths.home, paths.info];

/**
 * Every page (its route renders in the `Outlet`): skip link, navigation bar where the page has one, the one `main`, the footer.
 * `main` is at least a screen tall, so the footer starts below the fold and never jumps into view
 * and back while a page's code or a restored draft arrives (no layout shift).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navBar = NAV_BAR_PATHS.some((path) => matchPath(path, pathname));
  // The next page's code is downloading: the current page stays, with a bar along the top.
  const navigating = useRouteLoading();
  useScrollToTopOnNavigation(pathname);
  const firstPage = useFirstPageShown();
  return (
    <div className={styles.shell}>
      <div className={styles.progress} data-active={navigating} aria-hidden="true" />
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        Saltar al contenido
      </a>
      {/* A new key per page closes the mobile menu after navigating. */}
      {navBar && (
        <Suspense fallback={<NavBarSpace />}>
          <NavBar key={pathname} />
        </Suspense>
      )}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <p className="visually-hidden" role="status">
          {navigating ? 'Cargando la página…' : ''}
        </p>
        <ChunkFailureBanner />
        <RouteBoundary pathname={pathname} onShown={firstPage.onShown}>
          <Suspense fallback={<LoadingView />}>
            <Outlet />
            <PageShown onShown={firstPage.onShown} />
          </Suspense>
        </RouteBoundary>
      </main>
      {firstPage.shown && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
