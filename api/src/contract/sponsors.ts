/** Sponsors as the slideshow and the sponsor pages show them (GET /api/sponsors). */

export interface Sponsor {
  id: number;
  name: string;
  url: string;
  /**
   * URL path of the logo: /static/sponsors/ace-centre.svg for a bundled one, /api/sponsors/logos/{file} for one
   * an admin uploaded (a new upload gets a new address, so it can be cached for good).
   */
  logoUrl: string;
  /** What the logo shows, for people who cannot see it (the img's alt); written by the admin who set the logo. */
  logoAlt: string;
  /** Three logos show as a background image (attendee.md §3). */
  logoStyle: 'image' | 'background';
}

/** GET /api/sponsors — every sponsor, in slideshow order. */
export interface SponsorList {
  sponsors: Sponsor[];
}
