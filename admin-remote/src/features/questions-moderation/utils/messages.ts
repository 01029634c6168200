/** The Q&A tab's texts (admin.md §8). */
export const messages = {
  loadFailed: 'Failed to load questions',
  updated: (status: string) => `Question ${status} successfully`,
  updateFailed: (message: string) => `Failed to update question status: ${message}`,
  notFound: 'Question not found or could not be updated',
  deleted: 'Question deleted successfully',
  deleteFailed: (message: string) => `Failed to delete question: ${message}`,
  selectFirst: 'Select one or more questions first, with the tick boxes in the list.',
  bulkFailed: (message: string) => `Failed to update the selected questions: ${message}`,
} as const;
