/**
 * Opening and closing a session's questions (issue 26) from moderation: opening sends the questions attendees
 * set to "Send when questions open" at once; closing keeps new ones waiting until the next opening.
 */
import { apiRequest } from '@cc/api/client';
import type { SessionQuestionsStatus } from '@cc/api/contract';
import { announce, Button, SelectField } from '@cc/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionChoiceLabel, sessionWhen, type TimedSession } from '../../../lib/session-time';
import { useSessionChoices } from '../api/get-session-choices';

const statusKey = (sessionId: string) => ['admin', 'session-questions-status', sessionId] as const;

function statusWords(status: SessionQuestionsStatus, session: TimedSession | undefined): string {
  if (status.open) return 'Questions are open.';
  if (status.opensAt === null) return 'Questions are closed.';
  // The session's start in conference time, in words, as the list above says it.
  const when = session ? sessionWhen(session) : '';
  if (when) return `Questions open at the start: ${when}.`;
  const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(status.opensAt),
  );
  return `Questions open at the start: ${time}.`;
}

export function SessionQuestionsControl() {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const sessions = useSessionChoices();
  const status = useQuery({
    queryKey: statusKey(sessionId),
    queryFn: () => apiRequest<SessionQuestionsStatus>('GET', `/api/sessions/${sessionId}/questions-status`),
    enabled: sessionId !== '',
  });

  const act = async (action: 'open' | 'close') => {
    try {
      const result = await apiRequest<SessionQuestionsStatus>(
        'POST',
        `/api/admin/sessions/${sessionId}/questions/${action}`,
      );
      queryClient.setQueryData(statusKey(sessionId), result);
      const words =
        action === 'open'
          ? 'Questions opened. Questions waiting for this session are being sent now.'
          : 'Questions closed.';
      setMessage(words);
      announce(words);
    } catch (caught) {
      const words = caught instanceof Error ? caught.message : 'That did not work. Please try again.';
      setMessage(words);
      announce(words, 'assertive');
    }
  };

  return (
    <section className="cc-qa__session-questions" aria-labelledby="cc-qa-session-questions-heading">
      <h3 id="cc-qa-session-questions-heading">A session's questions</h3>
      <SelectField
        label="Session to open or close questions for"
        value={sessionId}
        onChange={(event) => {
          setSessionId(event.target.value);
          setMessage(null);
        }}
      >
        <option value="">Choose a session</option>
        {(sessions.data ?? []).map((session) => (
          <option key={session.id} value={String(session.id)}>
            {sessionChoiceLabel(session)}
          </option>
        ))}
      </SelectField>
      {sessionId !== '' && status.data && (
        <p>
          {statusWords(
            status.data,
            sessions.data?.find((session) => String(session.id) === sessionId),
          )}
        </p>
      )}
      {sessionId !== '' && (
        <div className="cc-qa__session-questions-actions">
          <Button onClick={() => void act('open')}>Open questions now</Button>
          <Button variant="secondary" onClick={() => void act('close')}>
            Close questions
          </Button>
        </div>
      )}
      {message && <p>{message}</p>}
    </section>
  );
}
