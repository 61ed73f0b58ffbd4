import { Component, Suspense, type ReactNode } from 'react';
import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { PageShown } from './page-shown';

/**
 * When not even the error message's code arrives, the connection is down. A plain reload, not
 * reloadPage: that and before-reload.ts travel in the shell chunk (vite.config.ts), the very code
 * that did not arrive, and importing them here would put that whole chunk in every first load.
 * Nothing is lost: the drafts are saved as the shopper works, and once more as the page hides.
 */
function OfflineErrorView() {
  return (
    <div role="alert">
      <p>No pudimos cargar esta página. Revisá tu conexión y volvé a cargarla: tu diseño queda guardado.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Volver a cargar
      </button>
    </div>
  );
}

// Its code is fetched once the first page is idle (start-shell), not with the first paint.
export const routeErrorView = lazyPart(
  'el aviso de error',
  () => import('./route-error-view').then((module) => module.RouteErrorView),
  OfflineErrorView,
);

interface RouteBoundaryProps {
  /** A new page clears the error of the previous one. */
  readonly pathname: string;
  /** True around the layout itself, so the message brings its own `main`. */
  readonly standalone?: boolean;
  /** Told once the error message shows in place of the page (see useFirstPageShown). */
  readonly onShown?: () => void;
  readonly children: ReactNode;
}

interface RouteBoundaryState {
  /** What the page threw (wrapped: anything can be thrown, even null), or null while it renders. */
  readonly failure: { readonly error: unknown } | null;
  /** The page the state belongs to. */
  readonly pathname: string;
}

/**
 * The error boundary of every page: a page that throws (or whose code could not be downloaded)
 * is replaced by a calm message while the layout, its links and its footer stay. React has no
 * hook for error boundaries, hence the class.
 */
export class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { failure: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: RouteBoundaryProps, state: RouteBoundaryState): Partial<RouteBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failure: null, pathname: props.pathname };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <Suspense fallback={null}>
        <routeErrorView.Component error={failure.error} standalone={this.props.standalone} />
        {this.props.onShown && <PageShown onShown={this.props.onShown} />}
      </Suspense>
    );
  }
}
