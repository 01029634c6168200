/**
 * Words people use for what the audit log records: field labels instead of column names, record kinds and actions
 * in plain English (issue 21). Anything not listed falls back to its name split into words.
 */
import { fieldName } from './field-diff';

const FIELD_LABELS: Record<string, string> = {
  // Sessions
  sessionNumber: 'Session number',
  abstractContent: 'Abstract',
  abstractReferences: 'Abstract references',
  abstractNumber: 'Abstract number',
  hasAbstract: 'Has an abstract',
  speaker: 'Speakers',
  presenters: 'Presenters',
  sessionFormat: 'Format',
  topicCategory: 'Topic',
  sessionLevel: 'Level',
  ageGroup: 'Audience',
  cancellationNotes: 'Cancellation reason',
  venueId: 'Venue',
  sessionDate: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  speakerIds: 'Speakers',
  speakers: 'Speakers',
  // Speakers
  bio: 'Biography',
  affiliation: 'Affiliation',
  slug: 'Page address',
  sessionIds: 'Sessions',
  // Venues
  stepFreeRoute: 'Step-free route',
  hearingLoop: 'Hearing loop',
  quietSpace: 'Quiet space',
  accessibility: 'Access summary',
  sortOrder: 'Display order',
  sessionCount: 'Sessions in it',
  // Questions
  text: 'Question',
  sessionId: 'Session',
  sessionTitle: 'Session',
  name: 'Name',
  email: 'Email',
  anonymous: 'Asked anonymously',
  answered: 'Answered',
  votes: 'Votes',
  response: 'Response',
  respondedBy: 'Answered by',
  respondedAt: 'Answered at',
  moderationNotes: 'Moderation notes',
  // Announcements
  content: 'Text',
  summary: 'Summary',
  actionUrl: 'Link address',
  actionText: 'Link text',
  createdBy: 'Created by (account)',
  createdByName: 'Created by',
  // Users and invitations
  role: 'Role',
  isActive: 'Account active',
  isProtected: 'Protected account',
  invitedBy: 'Invited by',
  expiresAt: 'Expires',
  // Presenter links and adverts
  url: 'Link address',
  linkType: 'Link type',
  submittedBy: 'Submitted by',
  altText: 'Image description',
  // Sponsors
  logoUrl: 'Logo address',
  logoFile: 'Logo file',
  logoSize: 'Logo size (bytes)',
  logoAlt: 'Logo description',
  logoStyle: 'Logo style',
  // Common
  id: 'Id',
  status: 'Status',
  version: 'Edit number',
  createdAt: 'Created',
  updatedAt: 'Last changed',
  publishedAt: 'Published',
};

/** A field's label: 'sessionDate' → 'Date', 'ageGroup' → 'Audience', 'fooBar' → 'Foo bar'. */
export function fieldLabel(key: string): string {
  return Object.hasOwn(FIELD_LABELS, key) ? (FIELD_LABELS[key] as string) : fieldName(key);
}

const ENTITY_LABELS: Record<string, string> = {
  presenter_url: 'Presenter link',
  sponsor_advert: 'Sponsor advert',
  sign_in_lock: 'Sign-in lock',
};

/** A kind of record: 'presenter_url' → 'Presenter link', 'session' → 'Session'. */
export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? fieldName(entity);
}

/** Whole actions whose words do not follow from their parts. */
const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'programme.import': 'Programme imported',
  'question.moderate': 'Question moderated',
  'sponsor.logo_replace': 'Sponsor logo replaced',
  'sponsor.reorder': 'Sponsors reordered',
  'session.import.add': 'Session added by an import',
  'session.import.update': 'Session changed by an import',
  'session.import.delete': 'Session removed by an import',
  'user.accept_invitation': 'Invitation accepted',
  'user.erase': "User's data erased",
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  cancel: 'cancelled',
  reinstate: 'reinstated',
  approve: 'approved',
  reject: 'rejected',
  moderate: 'moderated',
  import: 'imported',
  invite: 'invited',
  clear: 'cleared',
};

/** 'announcement.update' → 'Announcement changed', 'sign_in_lock.clear' → 'Sign-in lock cleared'. */
export function actionLabel(action: string): string {
  if (Object.hasOwn(ACTION_LABELS, action)) return ACTION_LABELS[action] as string;
  const [entity = action, ...rest] = action.split('.');
  const verb = rest.join(' ');
  const said = VERBS[verb] ?? fieldName(verb).toLowerCase();
  return said ? `${entityLabel(entity)} ${said}` : entityLabel(entity);
}
