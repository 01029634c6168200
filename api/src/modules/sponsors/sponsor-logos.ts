/**
 * Sponsor logos: the bundled ones are read-only files under api/static/sponsors/ (served at /static/); those an
 * admin uploads are stored under DATA_DIR/uploads/sponsor-logos/ and served by GET /api/sponsors/logos/:fileName.
 * An upload's name is new each time, so its address can be cached for good and a replaced logo shows at once.
 */
import { imageFileStore } from '../../lib/image-upload/image-files';

export const sponsorLogoFiles = imageFileStore('sponsor-logos');

/** The logo's address; `contentType` is null for a bundled logo. */
export function sponsorLogoUrl(logoFile: string, contentType: string | null = null): string {
  return contentType === null
    ? `/static/sponsors/${encodeURIComponent(logoFile)}`
    : `/api/sponsors/logos/${encodeURIComponent(logoFile)}`;
}
