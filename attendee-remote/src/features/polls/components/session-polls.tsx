import { ApiRequestError } from '@cc/api/client';
import { useId } from 'react';
import { useMyPollAnswers } from '../api/get-my-answers';
import { useSessionPolls } from '../api/get-polls';
import { usePollsLive } from '../hooks/use-polls-live';
import '../styles/polls.css';
import { PollCard } from './poll-card';

/** The session's polls on its page (and on its Q&A): nothing at all when it has none. */
export function SessionPolls({ sessionId }: { sessionId: number }) {
  const headingId = useId();
  const polls = useSessionPolls(sessionId);
  const mine = useMyPollAnswers([sessionId]);
  usePollsLive(sessionId);
  // Nothing while loading: most sessions have no polls, and a loading line on each would be noise.
  if (polls.isPending) return null;
  // An API from before polls (contract 3.3) has no such route: the page is as it was, with no polls.
  if (polls.isError && polls.error instanceof ApiRequestError && polls.error.statusCode === 404) return null;
  if (polls.isError) {
    return (
      <section className="att-polls" aria-labelledby={headingId}>
        <h2 id={headingId}>Polls</h2>
        <p>Polls could not be loaded: {polls.error.message}</p>
      </section>
    );
  }
  if (polls.data.polls.length === 0) return null;
  return (
    <section className="att-polls" aria-labelledby={headingId}>
      <h2 id={headingId}>Polls</h2>
      <ul className="att-polls__list">
        {polls.data.polls.map((poll) => (
          <li key={poll.id}>
            <PollCard poll={poll} answer={mine.loading ? undefined : (mine.byPoll.get(poll.id) ?? null)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
