import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { isRecord } from '@/domain/is-record';
import { ChunkFailureBanner } from './chunk-failure-banner';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

const MAIN_ID = 'contenido';

/** Route `handle` of the pages that show the top navigation bar (landing and information). */
export const withNavBar = { navBar: true } as const;

function showsNavBar(handle: unknown): boolean {
  return isRecord(handle) && handle.navBar === true;
}

/** Every page: skip link, navigation bar where the route asks for it, the one `main`, the footer. */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const navBar = matches.some((match) => showsNavBar(match.handle));
  // The next page's code is downloading: the current page stays, with a bar along the top.
  const navigating = useNavigation().state !== 'idle';
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
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
