import { Alert, Button, EmptyState, LoadingIndicator, TextField } from '@cc/design-system';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { speakerPath } from '../../../lib/presenter-names';
import { useSpeakers } from '../api/get-speakers';
import '../styles/speakers.css';
import { filterSpeakers, sessionCountText, speakersResultLine } from '../utils/speaker-text';

export const SPEAKERS_TITLE = 'Speakers';

/** /speakers: everyone presenting, by name, found by a search over names and affiliations (issue 18). */
export function SpeakersPage() {
  const speakers = useSpeakers();
  // `?q=`: the form below sent without scripts (issue 36), which the server draws the page for.
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  // Typing stays responsive with hundreds of names; the list and its status line follow a moment later.
  const applied = useDeferredValue(query);
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  let content: React.ReactNode;
  if (speakers.isPending) {
    content = <LoadingIndicator size="large" message="Loading speakers..." />;
  } else if (speakers.isError) {
    content = (
      <Alert tone="error" title="Failed to load speakers">
        <p>{speakers.error.message}</p>
        <Button onClick={() => void speakers.refetch()}>Retry</Button>
      </Alert>
    );
  } else {
    const all = speakers.data.speakers;
    const shown = filterSpeakers(all, applied);
    content = (
      <>
        <search aria-label="Find a speaker">
          {/* A plain GET form: without scripts the browser sends it and the server answers with the list found. */}
          <form method="get" action="/speakers" onSubmit={preventSubmit} className="att-speakers__search">
            <TextField
              name="q"
              type="search"
              label="Search speakers"
              hint="By name or organisation"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </search>
        <p role="status" className="att-speakers__count">
          {speakersResultLine(shown.length, all.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            heading="No speakers found"
            text="Check the spelling, or search for part of the name."
            action={<Button onClick={() => setQuery('')}>Clear search</Button>}
          />
        ) : (
          <ul className="att-speakers__list">
            {shown.map((speaker) => (
              <li key={speaker.id} className="att-speakers__item">
                <Link to={speakerPath(speaker.slug)} className="att-speakers__name ds-target">
                  {speaker.name}
                </Link>
                <span className="att-speakers__meta">
                  {[speaker.affiliation, sessionCountText(speaker.sessionCount)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="att-speakers">
      <PageTitle page={SPEAKERS_TITLE} />
      <nav aria-label="Breadcrumb" className="ds-breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/programme">Programme</Link>
          </li>
          <li>
            <span aria-current="page">{SPEAKERS_TITLE}</span>
          </li>
        </ol>
      </nav>
      <h1 className="att-page-heading">{SPEAKERS_TITLE}</h1>
      {content}
    </div>
  );
}
