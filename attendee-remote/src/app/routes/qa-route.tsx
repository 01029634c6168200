import { OpenPolls } from '../../features/polls/components/open-polls';
import { SessionPolls } from '../../features/polls/components/session-polls';
import { QaPage } from '../../features/qa/components/qa-page';

/** Q&A with the polls to answer: the selected session's, or every open one. The app joins the features. */
export function QaRoute() {
  return (
    <QaPage
      renderPolls={(sessionId) => (sessionId === null ? <OpenPolls /> : <SessionPolls sessionId={sessionId} />)}
    />
  );
}
