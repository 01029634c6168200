/** GET /api/bookmarks — the caller's (visitor's or account's) bookmarked session ids. */
export interface BookmarkList {
  sessionIds: number[];
}
/** PUT /api/bookmarks/:sessionId adds, DELETE /api/bookmarks/:sessionId removes; both answer BookmarkList. */
