import type { Announcement } from '@cc/api/contract';
import { Alert, announce, Button, EmptyState, LoadingIndicator, moveFocusTo } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../lib/use-now';
import { announcementsQueryKey, useAnnouncements } from '../api/get-announcements';
import { markRead, readIdsQueryKey, useReadState } from '../api/read-state';
import { useAnnouncementsLive } from '../hooks/use-announcements-live';
import { filterAnnouncements, NEWS_FILTERS, type NewsFilter, newsStats, statusLine } from '../utils/news-filter';
import { AnnouncementCard } from './announcement-card';
import '../styles/news.css';

export const NEWS_TITLE = 'Conference News & Announcements';
export const PAGE_LOADED_MESSAGE = 'Conference news and announcements page loaded';

export function NewsPage() {
  const queryClient = useQueryClient();
  const announcements = useAnnouncements();
  const reads = useReadState();
  const [filter, setFilter] = useState<NewsFilter>('all');
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();

  useEffect(() => {
    announce(PAGE_LOADED_MESSAGE);
  }, []);

  useAnnouncementsLive(({ created, corrected }) => {
    announce(
      [
        ...created.map((a) => `New announcement: ${a.title}`),
        ...corrected.map((a) => `Updated announcement: ${a.title}`),
      ].join('. '),
    );
  });

  const list = announcements.data?.announcements ?? [];
  const readIds = useMemo(() => new Set(reads.data?.ids ?? []), [reads.data]);
  const stats = newsStats(list, readIds);
  const shown = filterAnnouncements(list, filter);
  const shownUnread = shown.filter((a) => !readIds.has(a.id));

  const markOne = (announcement: Announcement) => {
    if (readIds.has(announcement.id)) return;
    void markRead(queryClient, [announcement.id]);
  };

  const markAll = async () => {
    if (shownUnread.length === 0) {
      announce('All announcements are already marked as read');
      return;
    }
    const outcome = await markRead(
      queryClient,
      shownUnread.map((a) => a.id),
    );
    const n = shownUnread.length;
    announce(
      outcome === 'saved'
        ? `${n} ${n === 1 ? 'announcement' : 'announcements'} marked as read`
        : 'All visible announcements marked as read (offline mode)',
    );
  };

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([
      queryClient.refetchQueries({ queryKey: announcementsQueryKey }),
      queryClient.refetchQueries({ queryKey: readIdsQueryKey }),
    ]);
    setRefreshing(false);
    announce('Announcements refreshed');
  };

  const chooseFilter = (next: NewsFilter) => {
    setFilter(next);
    const nextShown = filterAnnouncements(list, next);
    announce(statusLine(nextShown.length, nextShown.filter((a) => !readIds.has(a.id)).length));
  };

  const toggle = (announcement: Announcement) => {
    if (expandedId === announcement.id) {
      setExpandedId(null);
      return;
    }
    setExpandedId(announcement.id);
    markOne(announcement);
  };

  let content: ReactNode;
  // Read state is this visitor's and may come a moment later (a server-drawn page has none): until then the news
  // shows, all as unread.
  if (announcements.isPending) {
    content = <LoadingIndicator size="large" message="Loading Conference News..." />;
  } else if (announcements.isError) {
    content = (
      <div className="att-news__error">
        <Alert tone="error" title="Failed to load announcements">
          <p>{announcements.error.message}</p>
        </Alert>
        <Button
          onClick={() => {
            moveFocusTo(headingRef.current, { preventScroll: true });
            void announcements.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <section aria-label="News summary">
          <ul className="att-news-stats">
            <li className="att-news-stats__item">
              <span className="att-news-stats__value">{stats.total}</span> Total
            </li>
            <li className="att-news-stats__item">
              <span className="att-news-stats__value">{stats.unread}</span> Unread
            </li>
            <li className="att-news-stats__item">
              <span className="att-news-stats__value">{stats.urgent}</span> Urgent
            </li>
          </ul>
        </section>
        {reads.data?.offline && (
          <Alert tone="warning" title="Read state saved in this browser">
            <p>The server could not be reached, so what you read is kept on this device until it can be saved.</p>
          </Alert>
        )}
        <div className="att-news-toolbar">
          <fieldset className="att-news-filters">
            <legend className="ds-field__label">Show</legend>
            <div className="att-news-filters__buttons">
              {NEWS_FILTERS.map(({ id, label }) => (
                <Button
                  key={id}
                  size="small"
                  variant={filter === id ? 'primary' : 'secondary'}
                  aria-pressed={filter === id}
                  onClick={() => chooseFilter(id)}
                >
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="att-news-actions">
            <Button
              variant="secondary"
              size="small"
              aria-disabled={stats.unread === 0 || undefined}
              onClick={() => void markAll()}
            >
              Mark All Read
            </Button>
            <Button
              variant="secondary"
              size="small"
              loading={refreshing}
              loadingLabel="Refreshing..."
              onClick={() => void refresh()}
            >
              Refresh
            </Button>
          </div>
        </div>
        <p className="att-news-status">{statusLine(shown.length, shownUnread.length)}</p>
        {shown.length === 0 ? (
          <EmptyState
            heading="No announcements found"
            headingLevel={2}
            text="There are no announcements matching your current filter."
            action={
              <Button variant="secondary" onClick={() => chooseFilter('all')}>
                Show All Announcements
              </Button>
            }
          />
        ) : (
          <ul className="att-news-list">
            {shown.map((announcement) => (
              <li key={announcement.id}>
                <AnnouncementCard
                  announcement={announcement}
                  read={readIds.has(announcement.id)}
                  expanded={expandedId === announcement.id}
                  now={now}
                  onToggle={() => toggle(announcement)}
                  onMarkRead={() => markOne(announcement)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="att-news">
      <PageTitle page="News" />
      <h1 ref={headingRef} className="att-page-heading">
        {NEWS_TITLE}
      </h1>
      {content}
    </div>
  );
}
