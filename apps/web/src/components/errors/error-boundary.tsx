import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

/**
 * Catches a page that fails to render (or whose code fails to load) and shows the error page.
 * `resetKey` (the path) clears it when the visitor navigates elsewhere.
 */
export class ErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; key: string },
  ) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error) return <ErrorPage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
