import { Alert, Button } from '@cc/design-system';
import { Component, type ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
}

/** Keeps a tab that fails to load or render from taking the rest of the admin area with it. */
export class TabErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ds-stack">
        <Alert tone="error">The {this.props.label} tab could not be shown. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          Retry
        </Button>
      </div>
    );
  }
}
