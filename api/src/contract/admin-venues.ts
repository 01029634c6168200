/**
 * The admin venue editor (issue 21): venues and rooms are edited like sessions, with an edit version, an audit
 * entry per change, and access details required, because attendees plan their route from them (issue 18).
 */
import type { Venue } from './venues.js';

/** A venue as admins see it: its display order, edit version and how many sessions use it. */
export interface AdminVenue extends Venue {
  sortOrder: number;
  /** Bumped on every admin change; send it back with an edit or delete so a concurrent change is detected (409). */
  version: number;
  /** Sessions whose room is this venue (cancelled ones included). */
  sessionCount: number;
}

/** GET /api/admin/venues — every venue, in display order. */
export interface AdminVenueList {
  venues: AdminVenue[];
}

/**
 * The fields an admin sets on a venue. Name, building and the five access details must not be blank.
 * The slug (the venue's address, /map/{slug}) is made from the name when the venue is created and then kept,
 * so links to the venue keep working after a rename.
 */
export interface AdminVenueFields {
  name?: string;
  building?: string;
  description?: string;
  capacity?: number;
  /** A summary of the venue's access, shown above the details. */
  accessibility?: string;
  facilities?: string[];
  /** Where the venue is, in words (building, floor, side). */
  location?: string;
  stepFreeRoute?: string;
  lifts?: string;
  toilets?: string;
  hearingLoop?: string;
  quietSpace?: string;
  /** Display order: lower first. */
  sortOrder?: number;
}

/** POST /api/admin/venues (201 with the venue). Fields left out are empty; capacity defaults to 0. */
export interface AdminVenueCreate extends AdminVenueFields {
  name: string;
  building: string;
  stepFreeRoute: string;
  lifts: string;
  toilets: string;
  hearingLoop: string;
  quietSpace: string;
}

/**
 * PATCH /api/admin/venues/:id with the version the edit started from (409 STALE_VERSION when it changed).
 * A new name or building is copied to every session in the venue (their location and building), which are
 * published to attendees as changed sessions.
 */
export interface AdminVenueUpdate extends AdminVenueFields {
  version: number;
}

/** The answer of PATCH /api/admin/venues/:id: the venue, and the sessions whose place text changed with it. */
export interface AdminVenueSaveResult {
  venue: AdminVenue;
  sessionsUpdated: number;
}

/**
 * DELETE /api/admin/venues/:id?version=N[&detach=true]. A venue that sessions use is refused (409 VENUE_IN_USE,
 * naming how many) unless `detach=true`: then those sessions lose the room (they keep its name as their
 * location text, without access details or walking times) and are published as changed.
 */
export interface AdminVenueDeleteResult {
  /** Sessions that were in the venue and now have no room. */
  sessionsDetached: number;
}
