import { Button } from '@cc/design-system';
import { useId, useState } from 'react';
import { collapsedText, needsCollapse } from '../utils/qa-filter';

/** Text over 160 characters or 2 lines shows collapsed with a 'Show more' / 'Show less' toggle (§5). */
export function CollapsibleText({ text, className, id }: { text: string; className?: string; id?: string }) {
  const [open, setOpen] = useState(false);
  const ownId = useId();
  const textId = id ?? ownId;
  if (!needsCollapse(text)) {
    return (
      <p id={textId} className={className}>
        {text}
      </p>
    );
  }
  return (
    <>
      <p id={textId} className={className}>
        {open ? text : collapsedText(text)}
      </p>
      <Button
        variant="ghost"
        size="small"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show less' : 'Show more'}
      </Button>
    </>
  );
}
