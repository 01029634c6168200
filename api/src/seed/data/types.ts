/**
 * Seed data types for Conference Companion ("Talking Together 2027").
 * All data is fictional. Dates are YYYY-MM-DD, times HH:MM (Europe/London).
 */

export type SessionLevel = 'Beginner' | 'Intermediate' | 'Advanced';
export type SessionStatus = 'active' | 'cancelled';

export interface SeedVenue {
  slug: string;
  name: string;
  building: string;
  description: string;
  capacity: number;
  accessibility: string;
  facilities: string[];
  location: string;
  stepFreeRoute: string;
  lifts: string;
  toilets: string;
  hearingLoop: string;
  quietSpace: string;
}

export interface SeedSession {
  sessionNumber: string | null;
  track: string | null;
  title: string;
  description: string | null;
  abstractContent: string | null;
  abstractReferences: string | null;
  abstractNumber: string | null;
  hasAbstract: boolean;
  /** Joined with '; ' when inserted. */
  presenters: string[];
  sessionFormat: string | null;
  topicCategory: string | null;
  sessionLevel: SessionLevel | null;
  ageGroup: string | null;
  status: SessionStatus;
  cancellationNotes: string | null;
  venueSlug: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  /** YYYY-MM-DD */
  sessionDate: string | null;
  /** HH:MM */
  startTime: string | null;
  /** HH:MM */
  endTime: string | null;
}

export interface SeedSponsor {
  name: string;
  url: string;
  logoFile: string;
  logoStyle: 'image' | 'background';
  sortOrder: number;
}

export type AnnouncementPriority = 'normal' | 'important' | 'urgent';
export type AnnouncementCategory = 'general' | 'schedule' | 'venue' | 'technical' | 'catering' | 'transport';

export interface SeedAnnouncement {
  title: string;
  summary: string | null;
  content: string;
  priority: AnnouncementPriority;
  category: AnnouncementCategory;
  actionUrl: string | null;
  actionText: string | null;
  /** created_at = seed time minus this many hours */
  hoursAgo: number;
}

export type QuestionStatus = 'pending' | 'approved' | 'rejected' | 'answered';

export interface SeedQuestion {
  text: string;
  /** Matched to a seeded session by sessionNumber, else by track; null = general question. */
  sessionNumberOrTrack: string | null;
  name: string | null;
  email: string | null;
  anonymous: boolean;
  status: QuestionStatus;
  response: string | null;
  /** null is shown as 'Conference Team' */
  respondedBy: string | null;
  votes: number;
  hoursAgo: number;
}

export type PresenterUrlStatus = 'pending' | 'approved' | 'rejected';

export interface SeedPresenterUrl {
  /** Matched to a seeded session by sessionNumber, else by track. */
  sessionNumberOrTrack: string;
  presenterName: string;
  presenterEmail: string;
  url: string;
  description: string | null;
  status: PresenterUrlStatus;
  moderationNotes: string | null;
}
