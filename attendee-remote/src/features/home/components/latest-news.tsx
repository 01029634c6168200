import type { Announcement } from '@cc/api/contract';
import { Alert, Badge, formatDateGB, LoadingIndicator } from '@cc/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { announcementExcerpt, latestAnnouncements } from '../utils/home-text';

export interface LatestNewsProps {
  announcements: readonly Announcement[] | undefined;
  readIds: readonly number[];
  isError: boolean;
}

/** The 3 latest announcements: title, British date, the content cut at 150 characters (attendee.md §2, §9). */
export function LatestNews({ announcements, readIds, isError }: LatestNewsProps) {
  let content: ReactNode;
  if (isError) {
    content = <Alert tone="warning" title="Failed to load announcements" />;
  } else if (!announcements) {
    content = <LoadingIndicator size="small" message="Loading announcements..." />;
  } else if (announcements.length === 0) {
    content = <p>No announcements yet.</p>;
  } else {
    const read = new Set(readIds);
    content = (
      <ul className="att-home-news">
        {latestAnnouncements(announcements).map((announcement) => (
          <li key={announcement.id}>
            <article className="att-home-news__item" aria-labelledby={`home-news-${announcement.id}`}>
              <h3 id={`home-news-${announcement.id}`} className="att-home-news__title">
                {announcement.title}
                {!read.has(announcement.id) && (
                  <>
                    {' '}
                    <Badge tone="danger">New</Badge>
                  </>
                )}
              </h3>
              <p className="att-home-news__date">
                <time dateTime={announcement.createdAt}>{formatDateGB(announcement.createdAt)}</time>
              </p>
              <p className="att-home-news__excerpt">{announcementExcerpt(announcement)}</p>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="home-news-heading" className="ds-section">
      <h2 id="home-news-heading">Latest News</h2>
      {content}
      <p>
        <Link to="/announcements" className="ds-target">
          All news and announcements
        </Link>
      </p>
    </section>
  );
}
