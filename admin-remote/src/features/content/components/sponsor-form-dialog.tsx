import { ApiRequestError } from '@cc/api/client';
import type { AdminSponsor } from '@cc/api/contract';
import { Alert, Button, Dialog, SelectField, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCreateSponsor, useSaveSponsor } from '../api/sponsors';
import { messages } from '../utils/messages';
import {
  EMPTY_SPONSOR,
  LOGO_ALT_LABEL,
  LOGO_STYLE_OPTIONS,
  NAME_MAX,
  type SponsorDraft,
  type SponsorErrors,
  sponsorBody,
  sponsorDraftOf,
  URL_MAX,
  validateSponsor,
} from '../utils/sponsor-form';
import { ALT_TEXT_MAX, formatBytes, imageProblem } from '../utils/sponsor-image';

interface SponsorFormDialogProps {
  open: boolean;
  /** The sponsor to edit; null to add one. */
  editing: AdminSponsor | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Add Sponsor / Edit Sponsor in the design-system Dialog (issue 21). */
export function SponsorFormDialog({ open, editing, onClose, onDone }: SponsorFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? `Edit Sponsor: ${editing.name}` : 'Add Sponsor'}
      headingLevel={3}
      className="cc-content-dialog"
    >
      {open && <SponsorForm editing={editing} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}

/** The chosen file's preview address, released when the file changes or the form closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function SponsorForm({
  editing,
  onCancel,
  onDone,
}: {
  editing: AdminSponsor | null;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<SponsorDraft>(() => (editing ? sponsorDraftOf(editing) : EMPTY_SPONSOR));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<SponsorErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSponsor();
  const save = useSaveSponsor();
  const previewUrl = usePreviewUrl(logo);
  const nameInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();

  useEffect(() => {
    // After the dialog has opened (its own effect runs after this one).
    const frame = requestAnimationFrame(() => nameInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set = <K extends keyof SponsorDraft>(key: K, value: SponsorDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const choose = (chosen: File | null) => {
    const problem = chosen ? imageProblem(chosen) : null;
    setErrors((current) => ({ ...current, logo: problem ?? undefined }));
    setLogo(problem ? null : chosen);
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSponsor(draft, logo, editing === null);
    setErrors(found);
    // Focus goes to the first field to fix, in the order the form shows them.
    const first = [
      [found.name, nameInput],
      [found.url, urlInput],
      [found.logo, fileInput],
      [found.logoAlt, altInput],
    ].find(([problem]) => problem) as [string, { current: HTMLInputElement | null }] | undefined;
    if (first) {
      first[1].current?.focus();
      return;
    }
    setFailure(null);
    const body = sponsorBody(draft);
    if (editing) {
      save.mutate(
        { sponsor: editing, body, logo },
        {
          onSuccess: () => onDone(messages.updated(`Sponsor ${body.name}`)),
          onError: (error) => {
            const stale = error instanceof ApiRequestError && error.statusCode === 409;
            setFailure(
              messages.updateFailed('Sponsor', error.message) +
                (stale ? ' Close this form to see the latest version, then edit again.' : ''),
            );
          },
        },
      );
    } else if (logo) {
      create.mutate(
        { ...body, logo },
        {
          onSuccess: (sponsor) => onDone(messages.sponsorAdded(sponsor.name)),
          onError: (error) => setFailure(messages.sponsorAddFailed(error.message)),
        },
      );
    }
  };

  const busy = create.isPending || save.isPending;

  return (
    <form className="cc-content-form" onSubmit={submit} noValidate>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <TextField
        ref={nameInput}
        label="Name"
        required
        autoComplete="organization"
        maxLength={NAME_MAX}
        value={draft.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        ref={urlInput}
        type="url"
        label="Website"
        hint="The full address, starting with https://. Attendees open it from the logo."
        required
        maxLength={URL_MAX}
        value={draft.url}
        error={errors.url}
        onChange={(event) => set('url', event.target.value)}
      />
      {editing && !logo && (
        <figure className="cc-sponsor-upload__preview">
          <img src={editing.logoUrl} alt={editing.logoAlt} />
          <figcaption>Current logo. Its description: {editing.logoAlt}</figcaption>
        </figure>
      )}
      <div className={errors.logo ? 'ds-field ds-field--invalid' : 'ds-field'}>
        <label className="ds-field__label" htmlFor={fileId}>
          {editing ? 'Replace logo (optional)' : 'Logo'}
        </label>
        <p className="ds-field__hint" id={fileHintId}>
          JPG, PNG, GIF or WebP, at most 2 MB. SVG is not accepted.
          {editing ? ' Leave empty to keep the current logo.' : ''}
        </p>
        {errors.logo && (
          <p className="ds-field__error" id={fileErrorId}>
            <span className="ds-visually-hidden">Error: </span>
            {errors.logo}
          </p>
        )}
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          className="ds-input cc-sponsor-upload__file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          required={!editing}
          aria-describedby={errors.logo ? `${fileHintId} ${fileErrorId}` : fileHintId}
          aria-invalid={errors.logo ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </div>
      {logo && previewUrl && (
        <figure className="cc-sponsor-upload__preview">
          <img src={previewUrl} alt={draft.logoAlt.trim() || 'Preview of the chosen logo'} />
          <figcaption>
            Preview: {logo.name} ({formatBytes(logo.size)})
          </figcaption>
        </figure>
      )}
      <TextField
        ref={altInput}
        label={LOGO_ALT_LABEL}
        hint="What the logo shows, for people who cannot see it, usually the sponsor's name, e.g. “Acme Aids logo”"
        required
        maxLength={ALT_TEXT_MAX}
        value={draft.logoAlt}
        error={errors.logoAlt}
        onChange={(event) => set('logoAlt', event.target.value)}
      />
      <SelectField
        label="Logo style"
        hint="Background suits a logo drawn on a coloured box."
        value={draft.logoStyle}
        options={LOGO_STYLE_OPTIONS}
        onChange={(event) => set('logoStyle', event.target.value as SponsorDraft['logoStyle'])}
      />
      <div className="ds-cluster">
        <Button type="submit" loading={busy} loadingLabel="Saving...">
          {editing ? 'Save Changes' : 'Add Sponsor'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
