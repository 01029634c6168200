/**
 * Keeps the cached announcements current from the live hub. One subscription however many components ask
 * (the nav badge and the News page both do); each event is applied to the cache once, and components that
 * want to hear of new or corrected announcements (the page, to announce them) register for that.
 */
import type { Announcement, AnnouncementList, LiveEvent } from '@cc/api/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sharedLiveClient } from '../../../lib/live-client/live-client';
import { announcementsQueryKey } from '../api/get-announcements';
import { markUnreadAgain, readIdsQueryKey } from '../api/read-state';
import { applyAnnouncementEvents, newlyCorrected, newlyCreated } from '../utils/announcement-cache';

export interface AnnouncementChanges {
  created: Announcement[];
  /** Corrected by an admin: marked "Updated" and unread again. */
  corrected: Announcement[];
}

const changeListeners = new Set<(changes: AnnouncementChanges) => void>();
let users = 0;
let stop: (() => void) | null = null;

/** Other views of the announcements (e.g. Home's) refetch on any change. */
function refreshOtherViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'announcements' && query.queryKey.includes('announcements'),
  });
}

function start(queryClient: QueryClient): void {
  stop = sharedLiveClient().subscribe(['announcements'], {
    onEvents(events: LiveEvent[]) {
      const list = queryClient.getQueryData<AnnouncementList>(announcementsQueryKey);
      const created = newlyCreated(list, events);
      const corrected = newlyCorrected(list, events).filter((a) => !created.some((c) => c.id === a.id));
      if (list)
        queryClient.setQueryData<AnnouncementList>(announcementsQueryKey, applyAnnouncementEvents(list, events));
      // A fetch in flight may have read the database before this change: fetch again (it replaces that one).
      if (!list || queryClient.isFetching({ queryKey: announcementsQueryKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
      }
      refreshOtherViews(queryClient);
      markUnreadAgain(
        queryClient,
        corrected.map((a) => a.id),
      );
      if (created.length > 0 || corrected.length > 0) {
        for (const listener of changeListeners) listener({ created, corrected });
      }
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: readIdsQueryKey });
      refreshOtherViews(queryClient);
    },
  });
}

export function useAnnouncementsLive(onChanges?: (changes: AnnouncementChanges) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onChanges);
  latest.current = onChanges;

  useEffect(() => {
    const listener = (changes: AnnouncementChanges) => latest.current?.(changes);
    changeListeners.add(listener);
    users += 1;
    if (users === 1) start(queryClient);
    return () => {
      changeListeners.delete(listener);
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [queryClient]);
}
