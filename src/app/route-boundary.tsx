import { Component, type ReactNode } from 'react';
import { RouteErrorView } from './route-error-view';

interface RouteBoundaryProps {
  /** A new page clears the error of the previous one. */
  readonly pathname: string;
  /** True around the layout itself, so the message brings its own `main`. */
  readonly standalone?: boolean;
  readonly children: ReactNode;
}

interface RouteBoundaryState {
  readonly failure: { readonly error: unknown; readonly pathname: string } | null;
}

/**
 * The error boundary of every page: a page that throws (or whose code could not be downloaded)
 * is replaced by a calm message while the layout, its links and its footer stay. React has no
 * hook for error boundaries, hence the class.
 */
export class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { failure: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: RouteBoundaryProps, state: RouteBoundaryState): Partial<RouteBoundaryState> | null {
    const { failure } = state;
    if (!failure) return null;
    if (failure.pathname === '') return { failure: { ...failure, pathname: props.pathname } };
    return failure.pathname === props.pathname ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorView error={failure.error} standalone={this.props.standalone} /> : this.props.children;
  }
}
