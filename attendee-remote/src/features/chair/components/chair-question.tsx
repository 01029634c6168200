import type { ChairQuestion } from '@cc/api/contract';

/** The marks the asker chose, in words: read out loud, device turn, where they sit, the name they showed. */
export function QuestionMarks({ question }: { question: ChairQuestion }) {
  return (
    <ul className="att-chair__marks" aria-label="What the asker asked for">
      {question.readOutLoud && <li className="att-chair__mark att-chair__mark--read">Please read it out loud</li>}
      {question.deviceTurn && (
        <li className="att-chair__mark att-chair__mark--device">Will ask with a communication device: give time</li>
      )}
      {question.seat && <li className="att-chair__mark">Seat: {question.seat}</li>}
      <li className="att-chair__mark">{question.shownName ? `Asked by ${question.shownName}` : 'Anonymous'}</li>
    </ul>
  );
}
