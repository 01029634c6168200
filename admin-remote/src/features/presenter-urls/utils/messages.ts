/** The Presenter URLs tab's texts (admin.md §8). */
export const messages = {
  loadFailed: 'Failed to load URLs',
  moderated: (status: 'approved' | 'rejected') => `URL ${status} successfully!`,
  moderateFailed: (status: 'approved' | 'rejected', reason: string) =>
    `Failed to ${status === 'approved' ? 'approve' : 'reject'} URL: ${reason}`,
  deleted: 'URL deleted successfully!',
  deleteFailed: (reason: string) => `Failed to delete URL: ${reason}`,
} as const;
