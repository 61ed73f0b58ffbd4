import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
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
  useScrollToTopOnNavigation(useLocation()[0]);
  return null;
}

function renderPages(entries: string[]) {
  const view = renderApp(
    entries,
    <>
      <ScrollToTop />
      <Link href="/lenta">A la página lenta</Link>
      <Suspense fallback={<p>Cargando…</p>}>
        <Switch>
          <Route path="/">
            <h1>Inicio</h1>
          </Route>
          <Route path="/lenta" component={SlowPage} />
          <Route path="/atras" component={SlowBackPage} />
        </Switch>
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

describe('the app location (wouter over history, in transitions)', () => {
  it('reads the opened entry, and leaves its scroll to the browser', () => {
    const { router, scrollTo } = renderPages(['/?mode=Pro']);
    expect(router).toMatchObject({ pathname: '/', kind: 'load' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the current page on screen while the next page’s code downloads, then starts it at the top', async () => {
    const { router, scrollTo } = renderPages(['/']);
    await userEvent.click(screen.getByRole('link', { name: 'A la página lenta' }));
    expect(location.pathname).toBe('/lenta');
    showsHomeWithoutFallback();
    await arrive('lenta');
    expect(screen.getByRole('heading', { name: 'lenta' })).toBeInTheDocument();
    expect(router).toMatchObject({ pathname: '/lenta', kind: 'push' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('follows Back the same way, leaving the scroll to the browser', async () => {
    const { router, scrollTo } = renderPages(['/atras', '/']);
    await goBack();
    expect(location.pathname).toBe('/atras');
    showsHomeWithoutFallback();
    await arrive('atrás');
    expect(screen.getByRole('heading', { name: 'atrás' })).toBeInTheDocument();
    expect(router).toMatchObject({ pathname: '/atras', kind: 'pop' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('pushes an entry for a new page and replaces it when asked or when it is the same page', async () => {
    // jsdom keeps the earlier tests' entries: from the last one on, a push adds one.
    const { router } = renderPages(['/', '/?mode=Pro']);
    const entries = history.length;
    act(() => router.navigate('/?mode=Alfombra'));
    expect(history.length).toBe(entries + 1);
    expect(location.search).toBe('?mode=Alfombra');
    expect(router.kind).toBe('push');
    act(() => router.navigate('/', { replace: true }));
    expect(history.length).toBe(entries + 1);
    expect(router).toMatchObject({ pathname: '/', kind: 'replace' });
    act(() => router.navigate('/'));
    expect(history.length).toBe(entries + 1);
  });
});
