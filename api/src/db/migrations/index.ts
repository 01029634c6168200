/**
 * Every migration, listed by import so bundlers and tsx see them (no directory scanning).
 * Names sort in the order they run.
 */
import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-22-0001-initial-schema';
import * as liveEvents from './2026-11-22-0011-live-events';
import * as agendaSnapshotsAndFeeds from './2026-11-22-0013-agenda-snapshots-and-feeds';
import * as adminContent from './2026-11-22-0016-admin-content';
import * as adminInsights from './2026-11-22-0017-admin-insights';
import * as announcementVersions from './2026-11-22-0020-announcement-versions';
import * as performanceIndexes from './2026-11-22-0021-performance-indexes';
import * as questionsChangeFeed from './2026-11-24-0022-questions-change-feed';
import * as mergedVisitorCredentials from './2026-11-25-0023-merged-visitor-credentials';
import * as sessionChangeFeed from './2026-11-25-0024-session-change-feed';
import * as deploymentId from './2026-11-25-0030-deployment-id';
import * as accountEmailTokens from './2026-11-26-0031-account-email-tokens';
import * as announcementSummariesAndImportVersions from './2026-11-26-0033-announcement-summaries-and-import-versions';
import * as venueVersions from './2026-11-26-0034-venue-versions';
import * as speakers from './2026-11-26-0035-speakers';
import * as sponsorEditor from './2026-11-26-0036-sponsor-editor';
import * as signInFailureWindows from './2026-11-26-0037-sign-in-failure-windows';
import * as jobs from './2026-11-27-0040-jobs';
import * as questionDraftsAndMarks from './2026-11-27-0041-question-drafts-and-marks';
import * as sessionChairs from './2026-11-27-0044-session-chairs';
import * as phrases from './2026-11-27-0047-phrases';
import * as invitationIdsAndFormerAdmins from './2026-11-27-0050-invitation-ids-and-former-admins';
import * as scheduleCategory from './2026-11-27-0055-schedule-category';
import * as speakerRedirects from './2026-11-27-0056-speaker-redirects';
import * as pushSubscriptions from './2026-11-27-0060-push-subscriptions';
import * as speakerSlugsByName from './2026-11-27-0061-speaker-slugs-by-name';
import * as sessionDevices from './2026-11-28-0062-session-devices';
import * as publicPagesChangeFeed from './2026-11-28-0063-public-pages-change-feed';
import * as jobLanes from './2026-11-28-0064-job-lanes';
import * as pushSubscriptionsEndWithSessions from './2026-11-28-0065-push-subscriptions-end-with-sessions';
import * as auditSubjects from './2026-11-28-0066-audit-subjects';
import * as emailSkeletons from './2026-11-28-0067-email-skeletons';
import * as publishedChangesFeed from './2026-11-28-0070-published-changes-feed';
import * as polls from './2026-11-28-0071-polls';
import * as pollsChangeFeed from './2026-11-28-0072-polls-change-feed';

export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial-schema': initialSchema,
  '2026-11-22-0011-live-events': liveEvents,
  '2026-11-22-0013-agenda-snapshots-and-feeds': agendaSnapshotsAndFeeds,
  '2026-11-22-0016-admin-content': adminContent,
  '2026-11-22-0017-admin-insights': adminInsights,
  '2026-11-22-0020-announcement-versions': announcementVersions,
  '2026-11-22-0021-performance-indexes': performanceIndexes,
  '2026-11-24-0022-questions-change-feed': questionsChangeFeed,
  '2026-11-25-0023-merged-visitor-credentials': mergedVisitorCredentials,
  '2026-11-25-0024-session-change-feed': sessionChangeFeed,
  '2026-11-25-0030-deployment-id': deploymentId,
  '2026-11-26-0031-account-email-tokens': accountEmailTokens,
  '2026-11-26-0033-announcement-summaries-and-import-versions': announcementSummariesAndImportVersions,
  '2026-11-26-0034-venue-versions': venueVersions,
  '2026-11-26-0035-speakers': speakers,
  '2026-11-26-0036-sponsor-editor': sponsorEditor,
  '2026-11-26-0037-sign-in-failure-windows': signInFailureWindows,
  '2026-11-27-0040-jobs': jobs,
  '2026-11-27-0041-question-drafts-and-marks': questionDraftsAndMarks,
  '2026-11-27-0044-session-chairs': sessionChairs,
  '2026-11-27-0047-phrases': phrases,
  '2026-11-27-0050-invitation-ids-and-former-admins': invitationIdsAndFormerAdmins,
  '2026-11-27-0055-schedule-category': scheduleCategory,
  '2026-11-27-0056-speaker-redirects': speakerRedirects,
  '2026-11-27-0060-push-subscriptions': pushSubscriptions,
  '2026-11-27-0061-speaker-slugs-by-name': speakerSlugsByName,
  '2026-11-28-0062-session-devices': sessionDevices,
  '2026-11-28-0063-public-pages-change-feed': publicPagesChangeFeed,
  '2026-11-28-0064-job-lanes': jobLanes,
  '2026-11-28-0065-push-subscriptions-end-with-sessions': pushSubscriptionsEndWithSessions,
  '2026-11-28-0066-audit-subjects': auditSubjects,
  '2026-11-28-0067-email-skeletons': emailSkeletons,
  '2026-11-28-0070-published-changes-feed': publishedChangesFeed,
  '2026-11-28-0071-polls': polls,
  '2026-11-28-0072-polls-change-feed': pollsChangeFeed,
};
