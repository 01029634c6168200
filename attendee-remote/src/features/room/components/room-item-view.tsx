import type { RoomView } from '@cc/api/contract';
import { PollResults } from '../../../components/poll-results/poll-results';
import type { RoomItem } from '../utils/room-items';
import { RoomQuestionMarks } from './room-question';

interface Props {
  room: RoomView;
  item: RoomItem;
  headingId: string;
}

function PollState({ open }: { open: boolean }) {
  return <p className="att-room__state">{open ? 'Poll open: answer on your phone' : 'Poll closed'}</p>;
}

/** The item the chair has moved to, large: the overview, the poll with its results, or one question. */
export function RoomItemView({ room, item, headingId }: Props) {
  if (item.kind === 'poll') {
    return (
      <>
        <h2 id={headingId}>Poll: {item.poll.question}</h2>
        <PollState open={item.poll.state === 'open'} />
        <PollResults poll={item.poll} large readAloud={false} />
      </>
    );
  }
  if (item.kind === 'question') {
    return (
      <>
        <h2 id={headingId}>
          Question {item.number} of {room.questions.length}
        </h2>
        <p className="att-room__question-text">{item.question.text}</p>
        <RoomQuestionMarks question={item.question} />
      </>
    );
  }
  const poll = room.polls.find((p) => p.state === 'open') ?? room.polls[0];
  return (
    <>
      <h2 id={headingId} className="ds-visually-hidden">
        Overview
      </h2>
      {poll && (
        <section className="att-room__block" aria-labelledby={`${headingId}-poll`}>
          <h3 id={`${headingId}-poll`}>Poll: {poll.question}</h3>
          <PollState open={poll.state === 'open'} />
          <PollResults poll={poll} large readAloud={false} />
        </section>
      )}
      <section className="att-room__block" aria-labelledby={`${headingId}-questions`}>
        <h3 id={`${headingId}-questions`}>Questions</h3>
        {room.questions.length === 0 ? (
          <p>{room.questionsOpen ? 'No questions yet. Ask yours on your phone.' : 'No questions.'}</p>
        ) : (
          <ol className="att-room__questions">
            {room.questions.map((question) => (
              <li key={question.id}>
                <p>{question.text}</p>
                <RoomQuestionMarks question={question} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
