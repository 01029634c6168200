import type { SponsorAdvert } from '@cc/api/contract';
import { Alert, Button, LoadingIndicator, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useDeleteSponsorAdvert, useSponsorAdverts, useUploadSponsorAdvert } from '../api/sponsor-adverts';
import type { Notify } from '../types/notify';
import { messages } from '../utils/messages';
import { ALT_TEXT_MAX, altTextProblem, formatBytes, imageProblem } from '../utils/sponsor-image';
import { ConfirmDialog } from './confirm-dialog';

/** Sponsor advert images: upload with a preview, list, delete (admin.md §2 Content › Sponsors). */
export function SponsorAdvertsEditor({ notify }: { notify: Notify }) {
  const adverts = useSponsorAdverts();
  const upload = useUploadSponsorAdvert();
  const remove = useDeleteSponsorAdvert();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [altText, setAltText] = useState('');
  const [errors, setErrors] = useState<{ file?: string; altText?: string }>({});
  const [deleting, setDeleting] = useState<SponsorAdvert | null>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The preview shows the chosen file itself; its object URL is released when replaced or unmounted.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    const problem = chosen ? imageProblem(chosen) : null;
    setErrors((current) => ({ ...current, file: problem ?? undefined }));
    setFile(problem ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { file: imageProblem(file) ?? undefined, altText: altTextProblem(altText) ?? undefined };
    setErrors(found);
    if (found.file) {
      fileInput.current?.focus();
      return;
    }
    if (found.altText) {
      altInput.current?.focus();
      return;
    }
    if (!file) return;
    upload.mutate(
      { file, altText: altText.trim() },
      {
        onSuccess: () => {
          notify('success', messages.uploaded);
          setFile(null);
          setAltText('');
          if (fileInput.current) fileInput.current.value = '';
          fileInput.current?.focus();
        },
        onError: (error) => notify('error', messages.uploadFailed(error.message)),
      },
    );
  };

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify('success', messages.imageDeleted),
      onError: (error) => notify('error', messages.imageDeleteFailed(error.message)),
      onSettled: () => requestAnimationFrame(() => listHeading.current?.focus()),
    });
  };

  const list = adverts.data?.adverts ?? [];

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h4 id={headingId}>Advert images</h4>
      <p>Images uploaded here appear to attendees on the Sponsors page, under “From our sponsors”, newest first.</p>

      <form className="cc-content-form cc-sponsor-upload" onSubmit={submit} noValidate>
        <h5>Upload a sponsor image</h5>
        <div className={errors.file ? 'ds-field ds-field--invalid' : 'ds-field'}>
          <label className="ds-field__label" htmlFor={inputId}>
            Sponsor image
          </label>
          <p className="ds-field__hint" id={hintId}>
            JPG, PNG, GIF or WebP. Recommended size 400x300px. At most 2 MB.
          </p>
          {errors.file && (
            <p className="ds-field__error" id={errorId}>
              <span className="ds-visually-hidden">Error: </span>
              {errors.file}
            </p>
          )}
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            className="ds-input cc-sponsor-upload__file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-describedby={errors.file ? `${hintId} ${errorId}` : hintId}
            aria-invalid={errors.file ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        {file && previewUrl && (
          <figure className="cc-sponsor-upload__preview">
            <img src={previewUrl} alt={altText.trim() || 'Preview of the chosen image'} />
            <figcaption>
              Preview: {file.name} ({formatBytes(file.size)})
            </figcaption>
          </figure>
        )}
        <TextField
          ref={altInput}
          label="Image description"
          hint="Say what the image shows, for people who cannot see it, e.g. the sponsor's name and message"
          required
          maxLength={ALT_TEXT_MAX}
          value={altText}
          error={errors.altText}
          onChange={(event) => setAltText(event.target.value)}
        />
        <Button type="submit" loading={upload.isPending} loadingLabel="Uploading...">
          Upload Image
        </Button>
      </form>

      <h5 ref={listHeading} tabIndex={-1}>
        Sponsor images
      </h5>
      {adverts.isPending && <LoadingIndicator message="Loading sponsor images..." />}
      {adverts.isError && (
        <div className="ds-stack">
          <Alert tone="error">{messages.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => adverts.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {adverts.isSuccess && list.length === 0 && <p>No sponsor images yet.</p>}
      {list.length > 0 && (
        <ul className="cc-sponsor-list" aria-label="Sponsor images, newest first">
          {list.map((advert) => (
            <li key={advert.id} className="cc-sponsor-list__item">
              <figure>
                <img src={advert.imageUrl} alt={advert.altText} loading="lazy" />
                <figcaption>
                  {advert.altText}
                  <br />
                  <span className="cc-content-item__meta">Uploaded {formatDateTime(advert.createdAt)}</span>
                </figcaption>
              </figure>
              <Button
                size="small"
                variant="danger"
                aria-label={`Delete image: ${advert.altText}`}
                onClick={() => setDeleting(advert)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete sponsor image"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this sponsor image? This cannot be undone.</p>
        <p>
          <strong>{deleting?.altText}</strong>
        </p>
      </ConfirmDialog>
    </section>
  );
}
