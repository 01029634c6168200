const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The session table's texts (admin.md §2, §5, §8). */
export const messages = {
  heading: 'Sessions',
  loading: 'Loading sessions...',
  loadFailed: (message: string) => `Failed to load sessions: ${message}`,
  updateFailed: (message: string) => `Failed to update session: ${message}`,
  deleteFailed: (message: string) => `Failed to delete session: ${message}`,
  deleteManyFailed: (message: string) => `Failed to delete sessions: ${message}`,
  empty: 'No sessions found matching your criteria.',
  selected: (n: number) => `${n} session(s) selected`,
  selectFirst: 'Please select sessions first',
  chooseActionFirst: 'Please choose an action first',
  confirmDelete: 'Are you sure you want to delete this session?',
  confirmDeleteMany: (n: number) => `Are you sure you want to delete ${n} sessions?`,
  exported: (n: number) => `Exported ${n} sessions`,
  updated: 'Session updated successfully',
  noChanges: 'No changes to save',
  deleted: 'Session deleted successfully',
  deletedMany: (n: number, missing: number) =>
    missing > 0
      ? `${n} sessions deleted successfully; ${missing} had already been deleted`
      : `${n} sessions deleted successfully`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} sessions`,
  titleRequired: 'Title is required',
  deleteImpact: ({
    bookmarks,
    presenterLinks,
    questions,
  }: {
    bookmarks: number;
    presenterLinks: number;
    questions: number;
  }) =>
    `${plural(bookmarks, 'bookmark')} and ${plural(presenterLinks, 'presenter link')} will be deleted with it` +
    (questions > 0 ? `; ${plural(questions, 'question')} will be kept without a session` : '') +
    '. This cannot be undone.',
} as const;
