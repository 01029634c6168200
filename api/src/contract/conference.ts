/** The conference every page reads, and where the host finds the remotes (GET /config.json). */

/** GET /api/conference — the one conference configuration every page reads (BEYOND D12). */
export interface ConferenceConfig {
  name: string; // e.g. "Communication Matters 2026"
  shortName: string; // e.g. "CM2026"
  year: number;
  organiser: string;
  timeZone: string; // IANA, e.g. "Europe/London"
  contactEmail: string;
  venueName: string;
  /** Conference days in order, ISO dates with their weekday names. */
  days: { date: string; dayName: string }[];
}

/** From the instant `from` (ISO), the conference's time zone is `minutes` ahead of UTC, until the next entry. */
export interface UtcOffset {
  from: string;
  minutes: number;
}

/** GET /api/conference: the configuration, and the zone's offsets around the conference days, oldest first. */
export interface ConferenceInfo extends ConferenceConfig {
  utcOffsets: UtcOffset[];
}

/** GET /config.json — where the host loads each remote's manifest from (run-time, not build-time). */
export interface RuntimeConfig {
  remotes: { attendee: string; admin: string };
  /** API_CONTRACT_VERSION of this server, which the host checks each remote against. */
  apiContract: string;
}
