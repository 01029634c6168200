import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';

export interface PlaceholderPageProps {
  /** The page's name, used for its heading and document title. */
  name: string;
}

/** Stands in for a page of a later release, so every route in the navigation leads somewhere honest. */
export function PlaceholderPage({ name }: PlaceholderPageProps) {
  return (
    <div className="att-placeholder">
      <PageTitle page={name} />
      <h1 className="att-page-heading">{name}</h1>
      <p>This page is not built yet. It is coming in a later release.</p>
      <p>
        <Link to="/programme">Browse the Conference Programme</Link>
      </p>
    </div>
  );
}
