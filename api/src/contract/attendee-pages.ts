/**
 * Home and session detail pages: presenter resources and the session's calendar file.
 *
 * PUBLIC
 *   GET  /api/sessions/:key/resources       → PresenterResourceList (approved links only, oldest first;
 *                                              404 'Session not found')
 *   POST /api/sessions/:key/resources  PresenterResourceBody
 *                                            → 201 SubmittedPresenterResource (stored pending; an admin approves it
 *                                              before it is listed). 400 with the first failing check of
 *                                              `validatePresenterResource` (the spec's messages, in its order);
 *                                              404 'Session not found'; 429 when one visitor (or one address)
 *                                              submits too often.
 *   GET  /api/sessions/:key/calendar.ics    → text/calendar (attachment `<title>.ics`): one VEVENT, UTC times,
 *                                              STATUS:CANCELLED when cancelled; 404 'Session not found'
 *
 * `:key` is a numeric id, a session number or a track label, as for GET /api/sessions/:key.
 *
 * The validation below is browser-safe and is run by both the presenter form and the server, so both say the same
 * thing in the same order.
 */

/** An approved presenter resource as attendees see it. */
export interface PresenterResource {
  id: number;
  url: string;
  description: string | null;
  presenterName: string;
}

export interface PresenterResourceList {
  resources: PresenterResource[];
}

/**
 * POST /api/sessions/:key/resources. Every field is checked by `validatePresenterResource` (the schema only
 * limits types and lengths), so missing and blank fields get the spec's messages.
 */
export interface PresenterResourceBody {
  presenterName?: string;
  presenterEmail?: string;
  url?: string;
  description?: string | null;
}

/** The stored submission, as answered to its submitter. */
export interface SubmittedPresenterResource {
  id: number;
  sessionId: number;
  presenterName: string;
  presenterEmail: string;
  url: string;
  description: string | null;
  status: 'pending';
  createdAt: string;
}

/** Exact texts of attendee.md §5 and §8 (plus the email format message, which the spec leaves open). */
export const PRESENTER_RESOURCE_MESSAGES = {
  nameRequired: 'Presenter name is required',
  emailRequired: 'Presenter email is required',
  emailInvalid: 'Please enter a valid email address',
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  success: 'URL submitted successfully! It will appear once approved by an admin.',
  failure: 'Failed to submit URL',
  unexpected: 'An unexpected error occurred',
} as const;

export const PRESENTER_RESOURCE_LIMITS = {
  presenterName: 200,
  presenterEmail: 254,
  url: 2048,
  description: 1000,
} as const;

export type PresenterResourceField = 'presenterName' | 'presenterEmail' | 'url' | 'description';

export interface ValidPresenterResource {
  presenterName: string;
  presenterEmail: string;
  url: string;
  description: string | null;
}

export type PresenterResourceValidation =
  | { ok: true; value: ValidPresenterResource }
  | { ok: false; field: PresenterResourceField; message: string };

// The HTML living standard's definition of a valid e-mail address (what <input type="email"> accepts).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const HTTP_PREFIX = /^https?:\/\//i;
// A scheme such as 'javascript:' or 'data:'; 'example.org:8080' (host and port) is not one.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** attendee.md §5: a URL lacking http:// or https:// gets http:// prepended (blank stays blank). */
export function withHttpPrefix(raw: string): string {
  const url = raw.trim();
  if (!url || HTTP_PREFIX.test(url)) return url;
  return `http://${url}`;
}

/**
 * Whether `raw` (as typed) is an acceptable link: http or https only (never javascript:, data:, file: …),
 * a real host name (with a dot, or an IP address), no user name or password, no spaces.
 */
export function isValidResourceUrl(raw: string): boolean {
  const typed = raw.trim();
  if (!typed || /\s/.test(typed)) return false;
  // Relative ('/x'), protocol-relative ('//host') and backslash forms ('\\host', '/\host' — browsers read '\' as
  // '/') are not links to a site of their own.
  if (typed.startsWith('/') || typed.includes('\\')) return false;
  if (!HTTP_PREFIX.test(typed) && OTHER_SCHEME.test(typed)) return false;
  let url: URL;
  try {
    url = new URL(withHttpPrefix(typed));
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (host.startsWith('[') && host.endsWith(']')) return true; // IPv6
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => !HOST_LABEL.test(label))) return false;
  return true;
}

/** Blank after trimming, or missing. */
const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The presenter form's checks, in the spec's order: name, email, URL required, URL valid (the URL gets
 * http:// first). Values are trimmed; an empty description becomes null.
 */
export function validatePresenterResource(input: PresenterResourceBody): PresenterResourceValidation {
  const m = PRESENTER_RESOURCE_MESSAGES;
  if (blank(input.presenterName)) return { ok: false, field: 'presenterName', message: m.nameRequired };
  if (blank(input.presenterEmail)) return { ok: false, field: 'presenterEmail', message: m.emailRequired };
  const email = (input.presenterEmail as string).trim();
  if (!EMAIL.test(email)) return { ok: false, field: 'presenterEmail', message: m.emailInvalid };
  if (blank(input.url)) return { ok: false, field: 'url', message: m.urlRequired };
  const url = withHttpPrefix(input.url as string);
  if (!isValidResourceUrl(input.url as string)) return { ok: false, field: 'url', message: m.urlInvalid };

  const name = (input.presenterName as string).trim();
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  const limits = PRESENTER_RESOURCE_LIMITS;
  if (name.length > limits.presenterName) {
    return {
      ok: false,
      field: 'presenterName',
      message: `Presenter name must be at most ${limits.presenterName} characters`,
    };
  }
  if (email.length > limits.presenterEmail) {
    return {
      ok: false,
      field: 'presenterEmail',
      message: `Presenter email must be at most ${limits.presenterEmail} characters`,
    };
  }
  if (url.length > limits.url)
    return { ok: false, field: 'url', message: `URL must be at most ${limits.url} characters` };
  if (description.length > limits.description) {
    return { ok: false, field: 'description', message: `Description must be at most ${limits.description} characters` };
  }
  return { ok: true, value: { presenterName: name, presenterEmail: email, url, description: description || null } };
}
