/** Client-side checks of a chosen sponsor image or logo, before it is sent (the server checks the bytes again). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const ALT_TEXT_MAX = 300;

/** Why the file cannot be uploaded, or null. */
export function imageProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return 'Choose an image file to upload.';
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 2 MB. Choose an image of at most 2 MB.';
  if (file.size === 0) return 'The file is empty. Choose an image to upload.';
  return null;
}

/** Why the text alternative cannot be saved, or null; `label` is the field's label, as the server says it too. */
export function altTextProblem(altText: string, label = 'Image description'): string | null {
  const text = altText.trim();
  if (!text) return `${label} is required: say what the image shows.`;
  if (Array.from(text).length > ALT_TEXT_MAX) return `${label} must be at most ${ALT_TEXT_MAX} characters`;
  return null;
}

/** '1.4 MB', '820 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
