/** Sponsor advert image files on disk, under DATA_DIR/uploads/sponsor-adverts/ (lib/image-upload). */
import { imageFileStore } from '../../lib/image-upload/image-files';

const store = imageFileStore('sponsor-adverts');

export const advertDirectory = store.directory;
export const saveAdvertFile = store.save;
export const readAdvertFile = store.read;
export const removeAdvertFile = store.remove;
