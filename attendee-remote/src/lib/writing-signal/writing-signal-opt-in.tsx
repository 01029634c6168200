import { Checkbox } from '@cc/design-system';
import { useWritingOptIn } from './writing-opt-in-store';

export const WRITING_OPT_IN_LABEL = 'Let the chair see that someone is writing';

/** The writer's choice, beside a question box for a session; remembered in this browser, off at first. */
export function WritingSignalOptIn({ id }: { id?: string }) {
  const enabled = useWritingOptIn((state) => state.enabled);
  const setEnabled = useWritingOptIn((state) => state.setEnabled);
  return (
    <Checkbox
      id={id}
      label={WRITING_OPT_IN_LABEL}
      hint="The chair sees only how many people are writing, never who or what, so that questions are not closed while you write."
      checked={enabled}
      onChange={(event) => setEnabled(event.target.checked)}
    />
  );
}
