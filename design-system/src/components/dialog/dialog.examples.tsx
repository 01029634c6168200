import { useState } from 'react';
import { Button } from '../button/button';
import type { ExampleSet } from '../shared/example-set';
import { Dialog } from './dialog';

function VenueDialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Venue details
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Main Hall"
        actions={<Button onClick={() => setOpen(false)}>Close Details</Button>}
      >
        <p>Capacity 390 people. Step-free entrance from the east courtyard.</p>
      </Dialog>
    </>
  );
}

function ConfirmDialogExample() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Remove session
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove this session from your agenda?"
        actions={
          <>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Remove
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
          </>
        }
      />
    </>
  );
}

export const dialogExamples: ExampleSet = {
  closed: <VenueDialogExample />,
  open: <ConfirmDialogExample />,
};
