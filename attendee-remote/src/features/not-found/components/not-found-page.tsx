import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';

export function NotFoundPage() {
  return (
    <div className="att-placeholder">
      <PageTitle page="Page not found" />
      <h1 className="att-page-heading">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/" className="ds-target">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
