import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

export interface RetryBoundaryProps {
  /** What to show instead of the children once they threw; `retry` remounts them from scratch. */
  fallback: (retry: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface RetryBoundaryState {
  failed: boolean;
  attempt: number;
}

/**
 * Contains a failure to the parcel's own element. Retrying bumps a key, so the children mount anew
 * (fresh state, fresh subscriptions, texts requested again) instead of re-rendering a broken tree.
 */
export class RetryBoundary extends Component<RetryBoundaryProps, RetryBoundaryState> {
  override state: RetryBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<RetryBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
