import { announce, buttonClassName } from '@cc/design-system';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { GoBackButton } from './go-back-button';

/** attendee.md §2, §8: the Session Not Found screen. */
export function SessionNotFound() {
  useEffect(() => {
    announce('Session not found');
  }, []);
  return (
    <div className="att-session-missing">
      <PageTitle page="Session Not Found" />
      <h1 className="att-page-heading">Session Not Found</h1>
      <p>Sorry, we couldn't find the session you're looking for.</p>
      <p className="att-actions">
        <Link to="/programme" className={buttonClassName()}>
          Back to Programme
        </Link>
        <GoBackButton />
      </p>
    </div>
  );
}
