import type { Poll } from '@cc/api/contract';

export interface PollOptionsProps {
  poll: Poll;
  chosen: readonly number[];
  labelledBy: string;
  describedBy: string;
  onChoose(optionIds: number[]): void;
  /** Whether focus is on one of the options (the card moves it on when they go). */
  onFocusWithin?(inside: boolean): void;
}

/**
 * The options, one large button each in a group named by the question.
 *
 * Why buttons with aria-pressed and not a radio group: a radio group moves its choice with the arrow keys, so each
 * arrow press would send an answer, and screen readers announce a radio's state on arrival rather than confirming a
 * press. Toggle buttons are each a Tab stop (a switch scan reaches every one), one press of Enter, Space, a switch or
 * a tap answers, and screen readers say "Yes, toggle button, pressed": the same for one choice and several.
 */
export function PollOptions({ poll, chosen, labelledBy, describedBy, onChoose, onFocusWithin }: PollOptionsProps) {
  const scale = poll.kind === 'scale';
  return (
    // A fieldset named by the question heading (no legend: the heading already says it, once).
    <fieldset
      aria-labelledby={labelledBy}
      onFocus={() => onFocusWithin?.(true)}
      onBlur={() => onFocusWithin?.(false)}
      aria-describedby={describedBy}
      className={scale ? 'att-poll__options att-poll__options--scale' : 'att-poll__options'}
    >
      {poll.options.map((option, index) => {
        const pressed = chosen.includes(option.id);
        const end =
          scale && poll.scaleLabels
            ? index === 0
              ? poll.scaleLabels.low
              : index === poll.options.length - 1
                ? poll.scaleLabels.high
                : null
            : null;
        return (
          <button
            key={option.id}
            type="button"
            className="att-poll__option"
            aria-pressed={pressed}
            onClick={() => {
              if (poll.kind === 'multiple') {
                onChoose(
                  pressed
                    ? chosen.filter((id) => id !== option.id)
                    : poll.options.map((o) => o.id).filter((id) => id === option.id || chosen.includes(id)),
                );
              } else {
                onChoose([option.id]);
              }
            }}
          >
            <span className="att-poll__mark" aria-hidden="true">
              {pressed ? '✓' : ''}
            </span>
            <span className="att-poll__label">{option.label}</span>
            {end && <span className="att-poll__end">{end}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
