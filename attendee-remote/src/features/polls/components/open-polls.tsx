import { useId } from 'react';
import { useMyPollAnswers } from '../api/get-my-answers';
import { useOpenPolls } from '../api/get-polls';
import { usePollsLive } from '../hooks/use-polls-live';
import '../styles/polls.css';
import { PollCard } from './poll-card';

/** Q&A across all sessions: every open poll, each with its session's title; nothing when none is open. */
export function OpenPolls() {
  const headingId = useId();
  const polls = useOpenPolls();
  const list = polls.data?.polls ?? [];
  const mine = useMyPollAnswers(list.map((poll) => poll.sessionId));
  usePollsLive(null);
  if (list.length === 0) return null;
  return (
    <section className="att-polls" aria-labelledby={headingId}>
      <h2 id={headingId}>Open polls</h2>
      <ul className="att-polls__list">
        {list.map((poll) => (
          <li key={poll.id}>
            <PollCard
              poll={poll}
              sessionTitle={poll.sessionTitle}
              answer={mine.loading ? undefined : (mine.byPoll.get(poll.id) ?? null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
