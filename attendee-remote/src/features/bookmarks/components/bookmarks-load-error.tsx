import { Alert, announce } from '@cc/design-system';
import { useEffect } from 'react';
import { useBookmarks } from '../api/get-bookmarks';

/** attendee.md §8: announces 'Error loading bookmarks' and shows 'Failed to load bookmarks'. */
export function BookmarksLoadError() {
  const { isError } = useBookmarks();

  useEffect(() => {
    if (isError) announce('Error loading bookmarks');
  }, [isError]);

  if (!isError) return null;
  // 'warning', not 'error': an error Alert is a live region too, and the message is already announced.
  return <Alert tone="warning" title="Failed to load bookmarks" />;
}
