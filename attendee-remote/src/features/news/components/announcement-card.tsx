import type { Announcement } from '@cc/api/contract';
import { Badge, Button, buttonClassName, cx, useHydrated, VisuallyHidden } from '@cc/design-system';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { isCorrected } from '../utils/announcement-cache';
import { appPathOf } from '../utils/app-path';
import {
  CATEGORY_ICONS,
  CATEGORY_LABELS,
  hasMoreToRead,
  PRIORITY_ICONS,
  PRIORITY_LABELS,
  paragraphs,
} from '../utils/news-filter';
import { newsRelativeTime } from '../utils/relative-time';

export interface AnnouncementCardProps {
  announcement: Announcement;
  read: boolean;
  expanded: boolean;
  now: number;
  onToggle: () => void;
  onMarkRead: () => void;
}

/** 'Just now' reads 'Updated just now'; a weekday stays capitalised. */
const lowerFirst = (text: string) => (text.startsWith('Just') ? text.toLowerCase() : text);

export function AnnouncementCard({ announcement, read, expanded, now, onToggle, onMarkRead }: AnnouncementCardProps) {
  const titleId = useId();
  // The server does not know the page's origin: while hydrating, every action link is drawn as it was there.
  const hydrated = useHydrated();
  const appPath = hydrated && announcement.actionUrl ? appPathOf(announcement.actionUrl, window.location.origin) : null;
  const contentId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const urgent = announcement.priority === 'urgent';
  const more = hasMoreToRead(announcement);

  const markRead = () => {
    // The button goes away once read: keep focus in the card, on its title.
    titleRef.current?.focus();
    onMarkRead();
  };

  return (
    <article
      className={cx('att-news-card', !read && 'att-news-card--unread', urgent && 'att-news-card--urgent')}
      aria-labelledby={titleId}
    >
      <div className="att-news-card__meta">
        <span className="att-news-card__icons" aria-hidden="true">
          {PRIORITY_ICONS[announcement.priority]} {CATEGORY_ICONS[announcement.category]}
        </span>
        <time dateTime={announcement.createdAt} className="ds-text-small ds-text-muted">
          {newsRelativeTime(announcement.createdAt, now)}
        </time>
        {isCorrected(announcement) && (
          <span className="ds-text-small att-news-card__updated">
            Updated{' '}
            <time dateTime={announcement.updatedAt}>{lowerFirst(newsRelativeTime(announcement.updatedAt, now))}</time>
          </span>
        )}
        {!read && <Badge tone="info">Unread</Badge>}
      </div>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="att-news-card__title">
        {announcement.title}
      </h2>
      {urgent && (
        <p className="att-news-card__urgent">
          <strong>URGENT ANNOUNCEMENT</strong>
        </p>
      )}
      <div id={contentId} className="att-news-card__body ds-flow">
        {expanded ? (
          paragraphs(announcement.content).map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
            <p key={index}>{text}</p>
          ))
        ) : (
          <p>{announcement.summary}</p>
        )}
      </div>
      <div className="att-news-card__actions">
        {more && (
          <Button
            variant="secondary"
            size="small"
            aria-expanded={expanded}
            aria-controls={contentId}
            aria-describedby={titleId}
            onClick={onToggle}
          >
            {expanded ? 'Show Less' : 'Read More'}
          </Button>
        )}
        {announcement.actionUrl && appPath !== null && (
          <Link
            to={appPath}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            aria-describedby={titleId}
          >
            {announcement.actionText || 'Learn More'}
          </Link>
        )}
        {announcement.actionUrl && appPath === null && (
          <a
            href={announcement.actionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            aria-describedby={titleId}
          >
            {announcement.actionText || 'Learn More'} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </a>
        )}
        {!read && (
          <Button variant="ghost" size="small" aria-describedby={titleId} onClick={markRead}>
            Mark as Read
          </Button>
        )}
      </div>
      <ul className="att-news-card__tags" aria-label="Tags">
        <li>
          <Badge tone={urgent ? 'danger' : announcement.priority === 'important' ? 'warning' : 'neutral'}>
            <VisuallyHidden>Priority: </VisuallyHidden>
            {PRIORITY_LABELS[announcement.priority]}
          </Badge>
        </li>
        <li>
          <Badge>
            <VisuallyHidden>Category: </VisuallyHidden>
            {CATEGORY_LABELS[announcement.category]}
          </Badge>
        </li>
      </ul>
    </article>
  );
}
