import { CountBadge } from '@cc/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface QuickLink {
  to: string;
  title: string;
  text: string;
  badge?: ReactNode;
}

export interface QuickAccessProps {
  agendaCount: number;
  unreadCount: number;
}

/** The four quick-access cards (attendee.md §2), each one link. */
export function QuickAccess({ agendaCount, unreadCount }: QuickAccessProps) {
  const links: QuickLink[] = [
    { to: '/programme', title: 'Browse Programme', text: 'Search and filter every session.' },
    {
      to: '/my-agenda',
      title: 'My Agenda',
      text: 'The sessions you have saved.',
      badge: (
        <CountBadge
          count={agendaCount}
          label={agendaCount === 1 ? '1 session in your agenda' : `${agendaCount} sessions in your agenda`}
        />
      ),
    },
    { to: '/map', title: 'Venue Map', text: 'Buildings, rooms and step-free routes.' },
    {
      to: '/announcements',
      title: 'Latest News',
      text: 'Announcements from the conference team.',
      badge: (
        <CountBadge
          count={unreadCount}
          label={unreadCount === 1 ? '1 unread announcement' : `${unreadCount} unread announcements`}
        />
      ),
    },
  ];
  return (
    <section aria-labelledby="home-quick-heading" className="ds-section">
      <h2 id="home-quick-heading">Quick access</h2>
      <ul className="att-home-quick">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="att-home-quick__card">
              <span className="att-home-quick__title">
                {link.title}
                {link.badge}
              </span>
              <span className="att-home-quick__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
