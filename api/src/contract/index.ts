/**
 * The API's contract: the JSON shapes that the host and the remotes read and send.
 * The API's TypeBox schemas produce exactly these shapes; browser code imports only types from here.
 * Each shape lives in a module of its own subject; this index only gathers them, and no module here imports it
 * (a module importing its own index made an import circle).
 */
export * from './account-recovery.js';
export * from './accounts.js';
export * from './admin.js';
export * from './admin-content.js';
export * from './admin-insights.js';
export * from './admin-venues.js';
export * from './agenda.js';
export * from './api-error.js';
export * from './attendee-pages.js';
export * from './auth.js';
export * from './bare-pages.js';
export * from './bookmarks.js';
export * from './chair.js';
export * from './conference.js';
export * from './dates-in-words.js';
export * from './health.js';
export * from './live.js';
export * from './phrases.js';
export * from './poll-results-in-words.js';
export * from './polls.js';
export * from './programme-clashes.js';
export * from './programme-day.js';
export * from './push.js';
export * from './question-drafts.js';
export * from './realtime.js';
export * from './sessions.js';
export * from './speakers.js';
export * from './sponsors.js';
export * from './user-actions.js';
export * from './venues.js';
export * from './version.js';
export * from './walking-times.js';
