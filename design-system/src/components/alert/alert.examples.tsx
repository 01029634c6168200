import type { ExampleSet } from '../shared/example-set';
import { Alert, MessageBanner } from './alert';

const noop = () => {};

export const alertExamples: ExampleSet = {
  success: (
    <Alert tone="success" onDismiss={noop}>
      URL submitted successfully! It will appear once approved by an admin.
    </Alert>
  ),
  error: (
    <Alert tone="error" title="Error loading agenda">
      Failed to load agenda
    </Alert>
  ),
  warning: <Alert tone="warning">This session has been cancelled</Alert>,
  info: <Alert title="Offline">Changes will be saved on this device.</Alert>,
  banner: (
    <MessageBanner tone="error" onDismiss={noop}>
      Error updating bookmark. Please try again.
    </MessageBanner>
  ),
};
