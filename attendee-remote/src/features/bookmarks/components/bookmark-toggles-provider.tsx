import { createContext, type ReactNode, useContext } from 'react';
import { type BookmarkToggles, useBookmarkToggles } from '../hooks/use-bookmark-toggles';

const BookmarkTogglesContext = createContext<BookmarkToggles | null>(null);

/**
 * One bookmarks query and one mutation for every agenda toggle inside. The context's value never changes: each
 * toggle subscribes to it for its own session, so that a change of bookmarks redraws only the toggles on the page,
 * not the list of cards around them nor the parts of it still waiting to be hydrated (use-bookmark-toggles.ts).
 */
export function BookmarkTogglesProvider({ children }: { children: ReactNode }) {
  const toggles = useBookmarkToggles();
  return <BookmarkTogglesContext.Provider value={toggles}>{children}</BookmarkTogglesContext.Provider>;
}

export function useBookmarkTogglesContext(): BookmarkToggles {
  const toggles = useContext(BookmarkTogglesContext);
  if (!toggles) throw new Error('BookmarkToggle needs a BookmarkTogglesProvider around it');
  return toggles;
}
