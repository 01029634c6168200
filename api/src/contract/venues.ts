/** The venue's rooms (GET /api/venues), with what a visitor needs to know to reach and use them. */

export interface Venue {
  id: number;
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

/** GET /api/venues — every venue, in display order. */
export interface VenueList {
  venues: Venue[];
}
