import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { useScrollToTopOnNavigation } from '@/app/use-scroll-to-top';
import { goBack } from '../app-history';
import { renderApp } from './render-app';

type PageModule = { default: () => ReactElement };
const arrivals: Record<string, (module: PageModule) => void> = {};
const slowPage = (name: string) => lazy(() => new Promise<PageModule>((resolve) => (arrivals[name] = resolve)));
const SlowPage = slowPage('lenta');
const SlowBackPage = slowPage('atrás');
const arrive = (name: string) => act(async () => arrivals[name]?.({ default: () => <h1>{name}</h1> }));

function ScrollToTop() {
  useScrollToTopOnNavigation(useLocation().pathname);
  return null;
}

function renderPages(entries: string[]) {
  const view = renderApp(
    entries,
    <>
      <ScrollToTop />
      <Link to="/lenta">A la página lenta</Link>
      <Suspense fallback={<p>Cargando…</p>}>
        <Routes>
          <Route path="/" element={<h1>Inicio</h1>} />
          <Route path="/lenta" element={<SlowPage />} />
          <Route path="/atras" element={<SlowBackPage />} />
        </Routes>
      </Suspense>
    </>,
  );
  return { ...view, scrollTo: vi.mocked(window.scrollTo) };
}

const showsHomeWithoutFallback = () => {
  expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
};

afterEach(() => vi.restoreAllMocks());

// Pinned because the shell relies on them: React Router 7's BrowserRouter over jsdom's real history.
describe('navigation with React Router (BrowserRouter, in transitions)', () => {
  it('reads the opened entry, and leaves its scroll to the browser', () => {
    const { router, scrollTo } = renderPages(['/?mode=Pro']);
    expect(router).toMatchObject({ pathname: '/', action: 'POP' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the current page on screen while the next page’s code downloads, then starts it at the top', async () => {
    const { router, scrollTo } = renderPages(['/']);
    await userEvent.click(screen.getByRole('link', { name: 'A la página lenta' }));
    expect(location.pathname).toBe('/lenta');
    showsHomeWithoutFallback();
    await arrive('lenta');
    expect(screen.getByRole('heading', { name: 'lenta' })).toBeInTheDocument();
    expect(router).toMatchObject({ pathname: '/lenta', action: 'PUSH' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('follows Back the same way, leaving the scroll to the browser', async () => {
    const { router, scrollTo } = renderPages(['/atras', '/']);
    await goBack();
    expect(location.pathname).toBe('/atras');
    showsHomeWithoutFallback();
    await arrive('atrás');
    expect(screen.getByRole('heading', { name: 'atrás' })).toBeInTheDocument();
    expect(router).toMatchObject({ pathname: '/atras', action: 'POP' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('pushes an entry for a new page and replaces it when asked or when a link leads to the page shown', async () => {
    // jsdom keeps the earlier tests' entries: from the last one on, a push adds one.
    const { router } = renderPages(['/lenta', '/']);
    await arrive('lenta');
    const entries = history.length;
    await act(async () => router.navigate('/?mode=Alfombra'));
    expect(history.length).toBe(entries + 1);
    expect(location.search).toBe('?mode=Alfombra');
    expect(router.action).toBe('PUSH');
    await act(async () => router.navigate('/lenta', { replace: true }));
    expect(history.length).toBe(entries + 1);
    expect(router).toMatchObject({ pathname: '/lenta', action: 'REPLACE' });
    await userEvent.click(screen.getByRole('link', { name: 'A la página lenta' }));
    expect(history.length).toBe(entries + 1);
    expect(router.action).toBe('REPLACE');
  });
});
