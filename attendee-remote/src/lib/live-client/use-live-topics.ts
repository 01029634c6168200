import type { LiveEvent, LiveTopic } from '@cc/api/contract';
import { useEffect, useRef } from 'react';
import { type LiveClient, sharedLiveClient } from './live-client';

export interface LiveHandlers {
  onEvents(events: LiveEvent[]): void;
  onResync(): void;
}

/**
 * Subscribes while mounted. The handlers may change between renders without resubscribing; the topics
 * resubscribe when their list changes.
 */
export function useLiveTopics(topics: readonly LiveTopic[], handlers: LiveHandlers, client?: LiveClient): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = topics.join('|');
  useEffect(() => {
    if (key === '') return undefined;
    const live = client ?? sharedLiveClient();
    return live.subscribe(key.split('|') as LiveTopic[], {
      onEvents: (events) => latest.current.onEvents(events),
      onResync: () => latest.current.onResync(),
    });
  }, [key, client]);
}
