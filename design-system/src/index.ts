// Public API of @cc/design-system. Styles: import '@cc/design-system/styles.css' once, in the host.

// Components
export {
  Alert,
  type AlertProps,
  type AlertTone,
  MessageBanner,
} from './components/alert/alert';
export {
  BACK_TO_TOP_THRESHOLD,
  BackToTop,
  type BackToTopProps,
} from './components/back-to-top/back-to-top';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  CountBadge,
  type CountBadgeProps,
  formatBadgeCount,
} from './components/badge/badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClassName,
} from './components/button/button';
export { Card, type CardProps } from './components/card/card';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { Dialog, type DialogProps } from './components/dialog/dialog';
export { DocumentTitle } from './components/document-title/document-title';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export {
  conferenceDatesText,
  HOME_INTRO_TEXT,
  HomeIntro,
  type HomeIntroProps,
} from './components/home-intro/home-intro';
// Hooks
export {
  LoadingIndicator,
  type LoadingIndicatorProps,
  type LoadingSize,
} from './components/loading-indicator/loading-indicator';
export type {
  ManagedPollKind,
  ManagedPollState,
  ManagedPollView,
  PollDraftBody,
  PollsAdapter,
} from './components/polls-manager/poll-types';
export { durationInWords } from './components/polls-manager/poll-words';
export { PollsManager, type PollsManagerProps } from './components/polls-manager/polls-manager';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/select-field/select-field';
export type { HeadingLevel } from './components/shared/heading-tag';
export { MAIN_CONTENT_ID, SkipLink, type SkipLinkProps } from './components/skip-link/skip-link';
export {
  characterCountText,
  TextArea,
  type TextAreaProps,
} from './components/text-area/text-area';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/visually-hidden/visually-hidden';
export { useHydrated } from './hooks/use-hydrated';
export { useOnlineStatus } from './hooks/use-online-status';

// Live region
export {
  ANNOUNCEMENT_DURATION_MS,
  type AnnouncerState,
  announce,
  announcementCount,
  clearAnnouncements,
  type Politeness,
  useAnnouncer,
} from './live-region/announcer-store';
export { LiveRegion } from './live-region/live-region';

// Stores
export { applyPreferences } from './stores/apply-preferences';
export {
  CONSENT_DECIDED_COOKIE,
  CONSENT_EVENT,
  type ConsentChoice,
  type ConsentEnvironment,
  type ConsentSignal,
  type ConsentState,
  type CookieConsent,
  createConsentStore,
  parseConsent,
  toConsentSignal,
  useConsent,
} from './stores/consent-store';
export {
  createPreferencesStore,
  DEFAULT_SPEECH_RATE,
  FONT_SIZES,
  type FontSize,
  isFontSize,
  isSpeechRate,
  type PreferenceKey,
  type PreferencesEnvironment,
  type PreferencesState,
  type PreferencesStore,
  type PreferenceValues,
  SERVER_PREFERENCES,
  SPEECH_RATES,
  type SpeechPreferences,
  usePreferences,
} from './stores/preferences-store';

// Helpers
export { type CalendarDate, calendarDate, MONTH_NAMES, WEEKDAY_NAMES } from './utils/calendar-date';
export { cx } from './utils/class-names';
export { dateTimeFormat } from './utils/date-time-format';
export { moveFocusTo } from './utils/focus';
export { DATE_FALLBACK, formatDateGB } from './utils/format-date';
export {
  DEFAULT_SESSION_MINUTES,
  formatMinutes,
  formatTimeRange,
  parseTimeToMinutes,
  TIME_FALLBACK,
} from './utils/format-time';
export { isMotionReduced } from './utils/motion';
export { inNextTask } from './utils/next-task';
export { consentDecidedForPage, pageRenderTime, setServerRenderState } from './utils/page-time';
export {
  createSafeStorage,
  type SafeStorage,
  STORAGE_KEYS,
  safeStorage,
} from './utils/safe-storage';
export { pageWasStale, SERVER_DATA_ELEMENT_ID, serverData, whenInteractive } from './utils/server-data';
export { truncate } from './utils/truncate';
