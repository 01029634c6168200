/** The content moderator's texts (admin.md §2 Content, §5, §8). */
export const messages = {
  heading: 'Content',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  created: 'Announcement created successfully',
  createFailed: (message: string) => `Failed to create announcement: ${message}`,
  updated: (item: string) => `${item} updated successfully`,
  updateFailed: (item: string, message: string) => `Failed to update ${item.toLowerCase()}: ${message}`,
  deleted: (item: string) => `${item} deleted successfully`,
  deleteFailed: (item: string, message: string) => `Failed to delete ${item.toLowerCase()}: ${message}`,
  loadFailed: 'Failed to load content',
  cancelled: (title: string) =>
    `Session cancelled successfully. The announcement "Session Cancelled: ${title}" was published.`,
  cancelFailed: (message: string) => `Failed to cancel session: ${message}`,
  uploaded: 'Sponsor image uploaded successfully!',
  uploadFailed: (message: string) => `Failed to upload image: ${message}`,
  imageDeleted: 'Sponsor image deleted successfully!',
  imageDeleteFailed: (message: string) => `Failed to delete image: ${message}`,
  sponsorAdded: (name: string) => `Sponsor ${name} added successfully. Attendees see it last on the Sponsors page.`,
  sponsorAddFailed: (message: string) => `Failed to add sponsor: ${message}`,
  sponsorMoved: (name: string, direction: 'up' | 'down', position: number, total: number) =>
    `${name} moved ${direction}: now ${position} of ${total}`,
  sponsorMoveFailed: (message: string) => `Failed to move sponsor: ${message}`,
} as const;
