import { chairPollsCsvPath } from '@cc/api/chair-polls';
import { chairTopic, pollResultsInWords } from '@cc/api/contract';
import { Button, PollsManager } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveTopic } from '../../../lib/use-live-topic';
import './session-polls-panel.css';
import { sessionPollsAdapter, sessionPollsKey, useSessionPolls } from '../api/session-polls';

export interface SessionPollsPanelProps {
  id: string;
  session: { id: number; title: string };
  onClose: () => void;
}

/**
 * One session's polls in the admin's Sessions tab (issue 37): listed with their state and results, the CSV
 * download, and written, opened, closed and moderated as a chair would. It is the design system's PollsManager,
 * the same component as the chair's view in the attendee remote: one set of words, targets and focus rules for
 * both, each remote giving it the calls (a link to the chair's view would not do: that view is for the session's
 * chairs only). Live through the session's chair topic, which admins may follow.
 */
export function SessionPollsPanel({ id, session, onClose }: SessionPollsPanelProps) {
  const queryClient = useQueryClient();
  const live = useLiveTopic(chairTopic(session.id), (update) => {
    if (update.kind === 'resync' || update.events.some((event) => event.type === 'chair.polls')) {
      void queryClient.invalidateQueries({ queryKey: sessionPollsKey(session.id) });
    }
  });
  const polls = useSessionPolls(session.id, { poll: live !== 'live' });
  const adapter = useMemo(() => sessionPollsAdapter(session.id, queryClient), [session.id, queryClient]);
  return (
    <div id={id} className="cc-session-polls">
      <PollsManager
        title={`Polls: ${session.title}`}
        headingLevel={3}
        headerAction={
          <Button variant="secondary" onClick={onClose}>
            Close polls
          </Button>
        }
        polls={polls.data?.polls}
        minOpenSeconds={polls.data?.minOpenSeconds}
        loadError={polls.isError ? `The polls could not be loaded: ${polls.error.message}` : null}
        adapter={adapter}
        csvHref={chairPollsCsvPath(session.id)}
        resultsInWords={pollResultsInWords}
      />
    </div>
  );
}
