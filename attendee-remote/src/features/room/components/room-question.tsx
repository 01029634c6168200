import type { RoomQuestion } from '@cc/api/contract';

/** A question's marks for the room: read out loud, the device turn, and the asker's name where they chose to show it. */
export function RoomQuestionMarks({ question }: { question: RoomQuestion }) {
  const marks = [
    question.readOutLoud && 'Please read it out loud',
    question.deviceTurn && 'Will ask with a communication device: please allow time',
    question.shownName && `Asked by ${question.shownName}`,
  ].filter((mark): mark is string => typeof mark === 'string');
  if (marks.length === 0) return null;
  return (
    <ul className="att-room__marks">
      {marks.map((mark) => (
        <li key={mark}>{mark}</li>
      ))}
    </ul>
  );
}
