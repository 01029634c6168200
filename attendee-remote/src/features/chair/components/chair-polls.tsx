import { chairPollsCsvPath } from '@cc/api/chair-polls';
import { pollResultsInWords } from '@cc/api/contract';
import { PollsManager } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chairPollsAdapter, useChairPolls } from '../api/chair-polls';

/**
 * The Polls part of the chair's view: the design system's PollsManager (the same one the admin's sessions tab uses)
 * over this session's chair poll routes. The count of answers stays live through 'chair.polls' (use-chair-live).
 */
export function ChairPolls({ sessionId }: { sessionId: number }) {
  const queryClient = useQueryClient();
  const polls = useChairPolls(sessionId);
  const adapter = useMemo(() => chairPollsAdapter(sessionId, queryClient), [sessionId, queryClient]);
  return (
    <div className="att-chair__panel">
      <PollsManager
        polls={polls.data?.polls}
        minOpenSeconds={polls.data?.minOpenSeconds}
        loadError={polls.isError ? 'The polls could not be loaded. Check your connection and reload the page.' : null}
        adapter={adapter}
        csvHref={chairPollsCsvPath(sessionId)}
        resultsInWords={pollResultsInWords}
      />
    </div>
  );
}
