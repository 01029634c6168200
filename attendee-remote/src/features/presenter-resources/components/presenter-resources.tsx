import type { Session } from '@cc/api/contract';
import { Alert, LoadingIndicator } from '@cc/design-system';
import type { ReactNode } from 'react';
import { usePresenterResources } from '../api/get-presenter-resources';
import '../styles/presenter-resources.css';
import { PresenterResourceForm } from './presenter-resource-form';

export interface PresenterResourcesProps {
  session: Pick<Session, 'id' | 'title'>;
}

/** The Presenter Resources block of a session page: approved links, and the form presenters submit links with. */
export function PresenterResources({ session }: PresenterResourcesProps) {
  const resources = usePresenterResources(session.id);

  let list: ReactNode;
  if (resources.isPending) {
    list = <LoadingIndicator size="small" message="Loading resources..." />;
  } else if (resources.isError) {
    list = <Alert tone="warning" title="Resources could not be loaded" />;
  } else if (resources.data.resources.length === 0) {
    list = <p>No resources have been shared for this session yet.</p>;
  } else {
    list = (
      <ul className="att-resources__list">
        {resources.data.resources.map((resource) => (
          <li key={resource.id} className="att-resources__item">
            <a href={resource.url} target="_blank" rel="noopener noreferrer" className="att-resources__link">
              {resource.description || resource.url}
              <span className="ds-visually-hidden"> (opens in a new tab)</span>
            </a>
            {resource.description && <span className="att-resources__url">{resource.url}</span>}
            <span className="att-resources__by">Shared by {resource.presenterName}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="resources-heading" className="ds-section att-resources">
      <h2 id="resources-heading">Presenter Resources</h2>
      {list}
      <PresenterResourceForm sessionId={session.id} sessionTitle={session.title} />
    </section>
  );
}
