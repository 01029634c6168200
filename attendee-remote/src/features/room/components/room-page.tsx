import { ApiRequestError } from '@cc/api/client';
import { Alert, announce, LoadingIndicator } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useRoom } from '../api/get-room';
import { useRoomLive } from '../hooks/use-room-live';
import { clickerMove, currentIndex, itemInWords, roomItems } from '../utils/room-items';
import { RoomItemView } from './room-item-view';
import '../styles/room.css';

export const ROOM_WRITING_NOTE = 'Someone is still writing a question — please allow time';

/** A session id as it appears in the address, or null. */
function sessionIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The short address in words, as people type it: without "https://". */
function addressInWords(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * /room/:sessionId, for the room's projector (a bare page: no site header or footer). The session's title, the
 * poll with live results, the approved questions with their marks, the writing note and a QR code to take part.
 * The chair moves between the overview, the poll and each question with a presenter's clicker (Page Down / Page
 * Up, the arrow keys); each move is announced.
 */
export function RoomPage() {
  const sessionId = sessionIdOf(useParams().sessionId);
  const room = useRoom(sessionId ?? 0, sessionId !== null);
  useRoomLive(sessionId ?? 0, sessionId !== null && room.isSuccess);
  const headingId = useId();
  const [currentKey, setCurrentKey] = useState('overview');
  const lastIndex = useRef(0);

  const items = room.data ? roomItems(room.data) : [];
  const index = items.length > 0 ? currentIndex(items, currentKey, lastIndex.current) : 0;
  lastIndex.current = index;

  // The newest items for the key handler, which is added once.
  const latest = useRef({ items, index, questionCount: room.data?.questions.length ?? 0 });
  latest.current = { items, index, questionCount: room.data?.questions.length ?? 0 };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      // Typing in a field (none here now, but a browser extension may add one) is not a clicker's press.
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const move = clickerMove(event.key);
      const { items: now, index: at, questionCount } = latest.current;
      if (!move || now.length === 0) return;
      event.preventDefault();
      const next =
        move === 'next'
          ? Math.min(at + 1, now.length - 1)
          : move === 'previous'
            ? Math.max(at - 1, 0)
            : move === 'first'
              ? 0
              : now.length - 1;
      const item = now[next];
      if (!item) return;
      setCurrentKey(item.key);
      lastIndex.current = next;
      const words = itemInWords(item, next, now.length, questionCount);
      announce(
        next === at
          ? `${words}. ${move === 'previous' || move === 'first' ? 'This is the first item' : 'This is the last item'}`
          : words,
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (sessionId === null || (room.isError && room.error instanceof ApiRequestError && room.error.statusCode === 404)) {
    return (
      <div className="att-room">
        <PageTitle page="Room screen: session not found" />
        <h1>Session not found</h1>
        <p>There is no published session with this number.</p>
      </div>
    );
  }
  if (room.isPending) return <LoadingIndicator size="large" message="Loading the room screen..." />;
  if (room.isError) {
    return (
      <div className="att-room">
        <PageTitle page="Room screen" />
        <h1>Room screen</h1>
        <Alert tone="error" title="The room screen could not be loaded">
          <p>{room.error.message}</p>
        </Alert>
      </div>
    );
  }

  const view = room.data;
  const item = items[index] ?? items[0];
  const address = addressInWords(view.shortUrl);
  return (
    <div className="att-room">
      <PageTitle page={`Room screen: ${view.session.title}`} />
      <header className="att-room__top">
        <div className="att-room__title">
          <h1>{view.session.title}</h1>
          {view.session.location && <p className="att-room__where">{view.session.location}</p>}
        </div>
        <figure className="att-room__qr">
          <img src={`/api/room/${view.session.id}/qr.svg`} alt={`QR code for ${address}`} width={220} height={220} />
          <figcaption>
            Ask a question or answer the poll at <strong className="att-room__address">{address}</strong>
          </figcaption>
        </figure>
      </header>
      {view.writing > 0 && <p className="att-room__writing">{ROOM_WRITING_NOTE}</p>}
      {item && (
        <section className="att-room__stage" aria-labelledby={headingId} data-room-item={item.key}>
          <RoomItemView room={view} item={item} headingId={headingId} />
        </section>
      )}
      <p className="att-room__help">
        Item {index + 1} of {items.length}. Page Down or the arrow keys for the next, Page Up for the previous.
      </p>
    </div>
  );
}
