import type { Session } from '@cc/api/contract';
import { Link } from 'react-router-dom';
import { presenterNames, speakerPath } from '../lib/presenter-names';

export interface PresenterLinksProps {
  session: Pick<Session, 'presenters' | 'speaker' | 'speakers'>;
  /** Shown when the session has no presenters. */
  fallback: string;
  /**
   * False on programme cards: the names stay links for pointer and screen reader users, but out of the Tab order,
   * like the card's title (one stop per action per card, issue 18); the session page has them in the Tab order.
   */
  tabbable?: boolean;
  /** A list (session page, several speakers) or one comma-separated line (cards). */
  layout?: 'inline' | 'list';
}

/** Presenter names, each linked to its speaker page when there is one. */
export function PresenterLinks({ session, fallback, tabbable = true, layout = 'inline' }: PresenterLinksProps) {
  const names = presenterNames(session);
  if (names.length === 0) return <>{fallback}</>;
  const item = ({ name, slug }: { name: string; slug: string | null }) =>
    slug ? (
      <Link to={speakerPath(slug)} className="ds-target" {...(tabbable ? {} : { tabIndex: -1 })}>
        {name}
      </Link>
    ) : (
      name
    );
  if (layout === 'list' && names.length > 1) {
    return (
      <ul className="att-session__speakers">
        {names.map((entry) => (
          <li key={entry.name}>{item(entry)}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {names.map((entry, index) => (
        <span key={entry.name}>
          {index > 0 && ', '}
          {item(entry)}
        </span>
      ))}
    </>
  );
}
