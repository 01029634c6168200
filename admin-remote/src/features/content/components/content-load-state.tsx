import { Alert, Button, LoadingIndicator } from '@cc/design-system';

interface ContentLoadStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingMessage: string;
  errorMessage: string;
}

/** The loading line, or the load error with Retry, shared by every Content sub-tab's list. */
export function ContentLoadState({ query, loadingMessage, errorMessage }: ContentLoadStateProps) {
  if (query.isPending) return <LoadingIndicator message={loadingMessage} />;
  if (!query.isError) return null;
  return (
    <div className="ds-stack">
      <Alert tone="error">{errorMessage}</Alert>
      <Button variant="secondary" onClick={() => query.refetch()}>
        Retry
      </Button>
    </div>
  );
}
