import { Button } from '@cc/design-system';
import { type ReactNode, useId, useState } from 'react';

/** A chart's text equivalent: a 'Show as table' disclosure button and the table it reveals. */
export function TableToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="cc-chart__table">
      <Button variant="secondary" size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Show as table
      </Button>
      <div id={id} className="ds-scroll-x" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
