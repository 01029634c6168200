import { createContext, type ReactNode, useContext } from 'react';
import { type BookmarkToggles, useBookmarkToggles } from '../hooks/use-bookmark-toggles';

const BookmarkTogglesContext = createContext<BookmarkToggles | null>(null);

/**
 * One bookmarks query and one mutation for every agenda toggle inside. Through context, so that a change of
 * bookmarks redraws only the toggles, not the list of cards around them.
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
