import {
  LIVE_PATH,
  type LiveEvent,
  type LiveServerMessage,
  type LiveTopic,
  parseLiveServerMessage,
} from '@cc/api/contract';
import { useEffect, useRef, useState } from 'react';

/** 'live' once the server confirmed the subscription; 'offline' while there is no socket (callers then poll). */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * What the caller is told: events of its topic, or 'resync' when it may have missed some (a gap in the
 * sequence, a malformed frame, the server's resync, or a new subscription after a reconnect): refetch.
 */
export type LiveUpdate = { kind: 'events'; events: LiveEvent[] } | { kind: 'resync' };

const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PATH}`;
}

/**
 * Subscribes to one topic of the WebSocket GET /api/live (contract/realtime.ts) while mounted, reconnecting
 * with growing delays. The socket carries the page's session cookie, so 'moderation' works for admins only.
 */
export function useLiveTopic(topic: LiveTopic, onUpdate: (update: LiveUpdate) => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;

  useEffect(() => {
    if (typeof WebSocket === 'undefined') {
      setStatus('offline');
      return;
    }
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    let lastSeq = 0;
    let everSubscribed = false;

    const tell = (update: LiveUpdate) => onUpdateRef.current(update);

    const handle = (message: LiveServerMessage) => {
      switch (message.kind) {
        case 'subscribed':
          if (!message.topics.includes(topic)) return;
          attempts = 0;
          setStatus('live');
          // After a reconnect, whatever happened while away was missed.
          if (everSubscribed) tell({ kind: 'resync' });
          everSubscribed = true;
          return;
        case 'unsubscribed':
          // The server took the topic away (the session ended or lost the right): fall back to polling, whose
          // answers tell the page what happened (e.g. 401 after sign-out elsewhere).
          if (message.topics.includes(topic)) setStatus('offline');
          return;
        case 'event':
          if (message.topic === topic) tell({ kind: 'events', events: [message] });
          return;
        case 'batch': {
          const events = message.events.filter((event) => event.topic === topic);
          if (events.length > 0) tell({ kind: 'events', events });
          return;
        }
        case 'resync':
          tell({ kind: 'resync' });
          return;
        default:
          return;
      }
    };

    const connect = () => {
      lastSeq = 0;
      setStatus((current) => (current === 'live' ? 'connecting' : current));
      const ws = new WebSocket(liveUrl());
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
      ws.onmessage = (event) => {
        const message = typeof event.data === 'string' ? parseLiveServerMessage(event.data) : null;
        if (!message) {
          tell({ kind: 'resync' });
          return;
        }
        if (message.seq !== lastSeq + 1 && lastSeq !== 0) tell({ kind: 'resync' });
        lastSeq = message.seq;
        handle(message);
      };
      ws.onclose = () => {
        if (socket !== ws || stopped) return;
        socket = null;
        setStatus('offline');
        const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)];
        attempts += 1;
        retryTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      const ws = socket;
      socket = null;
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close();
      }
    };
  }, [topic]);

  return status;
}
