import { announce, Button, buttonClassName, TextField } from '@cc/design-system';
import { useId, useRef, useState } from 'react';
import { useAgendaFeed, useRotateAgendaFeed } from '../api/agenda-feed';

/** The whole agenda as a file, and a private address a calendar app can subscribe to (BEYOND "Calendar"). */
export function CalendarFeedPanel() {
  const headingId = useId();
  const [wanted, setWanted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const feed = useAgendaFeed(wanted);
  const rotate = useRotateAgendaFeed();
  const addressRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    const address = feed.data?.feedUrl;
    if (!address) return;
    let text: string;
    try {
      await navigator.clipboard.writeText(address);
      text = 'Calendar address copied.';
    } catch {
      addressRef.current?.focus();
      addressRef.current?.select();
      text = 'Could not copy. The address is selected: press Control and C (or Command and C) to copy it.';
    }
    setMessage(text);
    announce(text);
  };

  const makeNew = () => {
    setMessage(null);
    rotate.mutate(undefined, {
      onSuccess: () => {
        const text = 'New calendar address made. The old address no longer works.';
        setMessage(text);
        announce(text);
      },
      onError: () => announce('Could not make a new calendar address. Please try again.', 'assertive'),
    });
  };

  return (
    <section className="att-agenda-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>Add your agenda to a calendar</h2>
      <p>
        Download a calendar file with every session in your agenda, or subscribe so that your calendar app keeps
        following your agenda: sessions you add or remove, new times and rooms, and cancellations.
      </p>
      <p>
        <a
          href="/api/agenda/my-agenda.ics"
          download="my-agenda.ics"
          className={buttonClassName({ variant: 'secondary' })}
        >
          Download calendar file (.ics)
        </a>
      </p>

      <h3>Subscribe in your calendar app</h3>
      <p>
        Your calendar address is private: anyone who has it can see your agenda, so keep it to yourself. Calendar apps
        usually check it for changes every hour or so.
      </p>
      {!wanted && (
        <p>
          <Button variant="secondary" onClick={() => setWanted(true)}>
            Show my calendar address
          </Button>
        </p>
      )}
      {wanted && feed.isPending && <p>Getting your calendar address...</p>}
      {wanted && feed.isError && (
        <p className="att-agenda-calendar__error">
          Your calendar address could not be loaded.{' '}
          <Button variant="secondary" size="small" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {feed.data && (
        <div className="att-agenda-calendar__feed">
          <TextField
            ref={addressRef}
            label="Your calendar address"
            hint="Paste it where your calendar app says 'Subscribe', 'Add calendar from URL' or 'From internet'."
            value={feed.data.feedUrl}
            readOnly
            spellCheck={false}
            inputClassName="att-agenda-calendar__address"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="att-agenda-calendar__actions">
            <Button onClick={() => void copy()}>Copy address</Button>
            <a href={feed.data.webcalUrl} className={buttonClassName({ variant: 'secondary' })}>
              Open in your calendar app
            </a>
            <Button
              variant="secondary"
              loading={rotate.isPending}
              loadingLabel="Making a new address..."
              onClick={makeNew}
            >
              Make a new address
            </Button>
          </div>
          <p className="ds-text-small">
            Shared it by mistake? Make a new address: the old one stops working at once, and you subscribe again with
            the new one.
          </p>
          {message && <p className="att-agenda-calendar__message">{message}</p>}
        </div>
      )}
    </section>
  );
}
