import { ApiRequestError } from '@cc/api/client';
import type { AdminVenue } from '@cc/api/contract';
import { Alert, announce, Button, TextArea, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { getAdminVenues } from '../api/get-admin-venues';
import { useCreateVenue, useSaveVenue } from '../api/save-venue';
import { type DraftErrors, draftErrors, draftOf, type VenueDraft, venueBody } from '../utils/venue-form';

export interface VenueEditorProps {
  /** The venue to edit, or null for a new one. */
  venue: AdminVenue | null;
  /** Saved (or created): the message to show; the editor closes. */
  onDone: (message: string, venue: AdminVenue) => void;
  onClose: () => void;
}

const ACCESS_HINT = 'Required. Attendees read this on the venue page and from every session held here.';
/** The five access details attendees plan from, each required. */
const ACCESS_DETAILS: readonly { key: keyof VenueDraft; label: string; rows: number }[] = [
  { key: 'stepFreeRoute', label: 'Step-free route', rows: 3 },
  { key: 'lifts', label: 'Lifts', rows: 2 },
  { key: 'toilets', label: 'Toilets', rows: 2 },
  { key: 'hearingLoop', label: 'Hearing loop', rows: 2 },
  { key: 'quietSpace', label: 'Quiet space', rows: 2 },
];

/**
 * The venue editor (issue 21): every field of a venue, access details required, saved with the version it started
 * from so a concurrent change is reported instead of overwritten. Fields stack in one column on narrow screens.
 */
export function VenueEditor({ venue, onDone, onClose }: VenueEditorProps) {
  const [base, setBase] = useState(venue);
  const [draft, setDraft] = useState(() => draftOf(venue));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);
  const create = useCreateVenue();
  const save = useSaveVenue();
  const headingId = useId();
  const fieldRefs = useRef(new Map<keyof VenueDraft, HTMLElement>());
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    fieldRefs.current.get('name')?.focus();
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const field = (key: keyof VenueDraft) => ({
    ref: (element: HTMLElement | null) => {
      if (element) fieldRefs.current.set(key, element);
      else fieldRefs.current.delete(key);
    },
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  const fail = (error: Error) => {
    const stale = error instanceof ApiRequestError && error.statusCode === 409 && error.code === 'STALE_VERSION';
    const text = `Could not save: ${error.message}`;
    setFailure({ text, stale });
    announce(text, 'assertive');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0] as keyof VenueDraft | undefined;
    if (first) {
      const count = Object.keys(found).length;
      announce(
        `${count === 1 ? 'One field needs' : `${count} fields need`} correcting: ${Object.values(found).join('. ')}`,
        'assertive',
      );
      fieldRefs.current.get(first)?.focus();
      return;
    }
    setFailure(null);
    const body = venueBody(draft, base);
    if (!base) {
      create.mutate(body as Parameters<typeof create.mutate>[0], {
        onSuccess: (created) => onDone(`Venue added: ${created.name}`, created),
        onError: fail,
      });
      return;
    }
    if (Object.keys(body).length === 0) {
      onDone('No changes to save', base);
      return;
    }
    save.mutate(
      { id: base.id, body: { version: base.version, ...body } },
      {
        onSuccess: ({ venue: saved, sessionsUpdated }) =>
          onDone(
            sessionsUpdated > 0
              ? `Venue saved: ${saved.name}. ${sessionsUpdated === 1 ? '1 session shows' : `${sessionsUpdated} sessions show`} the new name and building.`
              : `Venue saved: ${saved.name}`,
            saved,
          ),
        onError: fail,
      },
    );
  };

  /** After a 409: start again from the stored venue; the edit in progress is lost, as the message said. */
  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const latest = (await getAdminVenues()).venues.find((candidate) => candidate.id === base.id);
      if (latest) {
        setBase(latest);
        setDraft(draftOf(latest));
      }
      setFailure(null);
      announce(latest ? 'Reloaded: the form shows the stored venue' : 'This venue has been deleted');
      fieldRefs.current.get('name')?.focus();
    } finally {
      setReloading(false);
    }
  };

  return (
    <section className="cc-venue-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="cc-venue-editor__heading">
        {base ? `Edit venue: ${base.name}` : 'New venue'}
      </h3>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="cc-venue-editor__failure">
          <Alert tone="error">
            {failure.text}
            {failure.stale && ' Reload to start again from their version; your changes here are not kept.'}
          </Alert>
          {failure.stale && (
            <Button variant="secondary" loading={reloading} loadingLabel="Reloading..." onClick={reload}>
              Reload venue
            </Button>
          )}
        </div>
      )}
      <form className="cc-venue-editor__form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <fieldset className="ds-fieldset cc-venue-editor__fields">
          <legend>The venue</legend>
          <TextField
            {...field('name')}
            label="Name"
            hint={base ? 'Sessions in this venue show the new name too' : undefined}
            required
            maxLength={200}
          />
          <TextField
            {...field('building')}
            label="Building"
            hint="Walking times are worked out by building"
            required
            maxLength={200}
          />
          <TextField
            {...field('location')}
            label="Where it is"
            hint="In words, for example: first floor, east wing"
            maxLength={500}
            className="cc-venue-editor__wide"
          />
          <TextField {...field('capacity')} label="Capacity (people)" inputMode="numeric" maxLength={6} />
          <TextField
            {...field('sortOrder')}
            label="Display order"
            hint="Lower numbers are listed first"
            inputMode="numeric"
            maxLength={7}
          />
          <TextArea
            {...field('description')}
            label="Description"
            rows={3}
            maxLength={5000}
            showCount={false}
            className="cc-venue-editor__wide"
          />
          <TextArea
            {...field('facilities')}
            label="Facilities"
            hint="One per line"
            rows={4}
            showCount={false}
            className="cc-venue-editor__wide"
          />
        </fieldset>
        <fieldset className="ds-fieldset cc-venue-editor__fields">
          <legend>Access details</legend>
          <TextArea
            {...field('accessibility')}
            label="Access summary"
            hint="A short overview shown above the details"
            rows={2}
            maxLength={5000}
            showCount={false}
            className="cc-venue-editor__wide"
          />
          {ACCESS_DETAILS.map(({ key, label, rows }) => (
            <TextArea
              key={key}
              {...field(key)}
              label={label}
              hint={ACCESS_HINT}
              required
              rows={rows}
              maxLength={5000}
              showCount={false}
              className="cc-venue-editor__wide"
            />
          ))}
        </fieldset>
        <div className="ds-cluster">
          <Button
            type="submit"
            loading={create.isPending || save.isPending}
            loadingLabel={base ? 'Saving...' : 'Adding...'}
          >
            {base ? 'Save venue' : 'Add venue'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {base ? 'Close' : 'Discard'}
          </Button>
        </div>
      </form>
    </section>
  );
}
