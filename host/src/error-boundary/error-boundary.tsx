import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FallbackProps {
  error: unknown;
  reset: () => void;
}

interface Props {
  children: ReactNode;
  /** Rendered instead of the children after an error. It may rethrow to hand the error to an outer boundary. */
  fallback: (props: FallbackProps) => ReactNode;
  /** The boundary clears itself when any of these change (a new route, a new remote generation). */
  resetKeys?: readonly unknown[];
}

interface State {
  error: unknown;
  failed: boolean;
}

/** A plain error boundary: React still has no hook for this. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Caught by an error boundary:', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}
