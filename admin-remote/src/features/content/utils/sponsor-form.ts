/** The sponsor form's fields and checks (the server checks again and has the last word). */
import type { AdminSponsor } from '@cc/api/contract';
import { altTextProblem, imageProblem } from './sponsor-image';

export const NAME_MAX = 200;
export const URL_MAX = 2000;
export const LOGO_ALT_LABEL = 'Logo description';

export interface SponsorDraft {
  name: string;
  url: string;
  logoAlt: string;
  logoStyle: 'image' | 'background';
}

export type SponsorErrors = Partial<Record<keyof SponsorDraft | 'logo', string>>;

export const EMPTY_SPONSOR: SponsorDraft = { name: '', url: 'https://', logoAlt: '', logoStyle: 'image' };

export const LOGO_STYLE_OPTIONS = [
  { value: 'image', label: 'Image: the whole logo, as it is' },
  { value: 'background', label: 'Background: the logo fills its box' },
] as const;

export function sponsorDraftOf(sponsor: AdminSponsor): SponsorDraft {
  return { name: sponsor.name, url: sponsor.url, logoAlt: sponsor.logoAlt, logoStyle: sponsor.logoStyle };
}

/** Why the website cannot be saved, or null: a full http(s) address without a user name or password. */
export function websiteProblem(value: string): string | null {
  const text = value.trim();
  if (!text || text === 'https://') return 'Website is required: the full address, starting with https://';
  if (text.length > URL_MAX) return `Website must be at most ${URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Website must be a full address starting with https:// (or http://), e.g. https://example.org';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Website must start with https:// or http://';
  if (url.username || url.password) return 'Website must not contain a user name or password';
  return null;
}

/**
 * Every problem of the form, by field. A logo is required for a new sponsor; when editing, a chosen file replaces
 * the logo and is checked, and no file keeps the current one.
 */
export function validateSponsor(draft: SponsorDraft, logo: File | null, creating: boolean): SponsorErrors {
  const errors: SponsorErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (Array.from(name).length > NAME_MAX) errors.name = `Name must be at most ${NAME_MAX} characters`;
  const website = websiteProblem(draft.url);
  if (website) errors.url = website;
  if (creating || logo) {
    const file = imageProblem(logo);
    if (file) errors.logo = creating && !logo ? 'Choose a logo image to upload.' : file;
  }
  const alt = altTextProblem(draft.logoAlt, LOGO_ALT_LABEL);
  if (alt) errors.logoAlt = alt;
  return errors;
}

/** The fields as they are sent: trimmed. */
export function sponsorBody(draft: SponsorDraft): SponsorDraft {
  return { name: draft.name.trim(), url: draft.url.trim(), logoAlt: draft.logoAlt.trim(), logoStyle: draft.logoStyle };
}

/** The ids with one moved a place up or down, or null when it cannot move that way. */
export function movedIds(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
