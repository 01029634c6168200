/**
 * Reading and checking an image upload (multipart/form-data with one file field and a few text fields), shared by
 * the sponsor advert and sponsor logo routes. Every way an upload can be malformed becomes a 4xx a person can act
 * on; the image is judged by its bytes (image-type.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http-error';
import { detectImageType, type ImageType } from './image-type';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The image is larger than 2 MB. Choose an image of at most 2 MB.';
export const NOT_AN_IMAGE_MESSAGE =
  'The file is not a JPEG, PNG, GIF or WebP image. Choose an image in one of those formats (SVG is not accepted).';
/** Longest text alternative of an uploaded image. */
export const ALT_TEXT_MAX = 300;

/** Multipart parsing in the calling plugin's scope only; the rest of the API stays JSON only. */
export async function registerImageMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 },
  });
}

export interface ImageUpload {
  /** The bytes of the file field, or null when the form had none. */
  bytes: Buffer | null;
  /** The text fields, by name (the last one wins). */
  fields: Record<string, string>;
}

/** Reads the form: the file field `fileField` and the text fields, in any order. */
export async function readImageUpload(request: FastifyRequest, fileField: string): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the image as multipart/form-data with one file field named "${fileField}".`,
    );
  }
  const upload: ImageUpload = { bytes: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) upload.bytes = bytes;
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
    return upload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', 'Upload one image at a time.');
    if (statusCode !== undefined && statusCode >= 500) throw error;
    throw badRequest('BAD_UPLOAD', 'The upload could not be read. Please choose the image again and retry.');
  }
}

/** The image's type from its bytes, or a 400 saying what to fix. */
export function checkImageBytes(bytes: Buffer | null): { bytes: Buffer; type: ImageType } {
  if (!bytes) throw badRequest('IMAGE_REQUIRED', 'Choose an image file to upload.');
  if (bytes.length === 0) throw badRequest('EMPTY_FILE', 'The file is empty. Choose an image to upload.');
  const type = detectImageType(bytes);
  if (!type) throw badRequest('UNSUPPORTED_IMAGE_TYPE', NOT_AN_IMAGE_MESSAGE);
  return { bytes, type };
}

/**
 * A required text alternative, trimmed; 400 when blank or longer than ALT_TEXT_MAX. `label` names the field as the
 * form shows it ('Image description', 'Logo description').
 */
export function checkAltText(value: string | null | undefined, label = 'Image description'): string {
  const altText = value?.trim() ?? '';
  if (!altText) throw badRequest('ALT_TEXT_REQUIRED', `${label} is required: say what the image shows.`);
  if (Array.from(altText).length > ALT_TEXT_MAX) {
    throw badRequest('ALT_TEXT_TOO_LONG', `${label} must be at most ${ALT_TEXT_MAX} characters`);
  }
  return altText;
}
