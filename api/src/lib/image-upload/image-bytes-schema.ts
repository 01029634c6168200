import { Type } from 'typebox';
import { ACCEPTED_CONTENT_TYPES } from './image-type';

/** The image bytes (OpenAPI only: a Buffer is sent as it is). */
export const ImageBytesSchema = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: `The image, served as ${ACCEPTED_CONTENT_TYPES.join(', ')} (the type found in its bytes at upload)`,
});
