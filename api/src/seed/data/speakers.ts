/**
 * Biographies of a few seeded presenters (fictional people), so the speaker pages have something to show. Every
 * other presenter becomes a speaker without a biography, as after an import.
 */
export interface SeedSpeakerBio {
  /** Exactly as in the sessions' presenters. */
  name: string;
  affiliation: string | null;
  bio: string;
}

export const seedSpeakerBios: SeedSpeakerBio[] = [
  {
    name: 'Dr Perpetua Blennerhassett',
    affiliation: 'Voices Forward (user-led disability organisation)',
    bio:
      'Perpetua has used AAC for over twenty years, as a student, a campaigner and now as the director of Voices ' +
      'Forward.\n\nShe writes about communication rights and mentors young people getting their first device.',
  },
  {
    name: 'Prof. Rafferty Greatorex',
    affiliation: 'Northgate University',
    bio: 'Rafferty researches communication access in public services and trains staff to be communication partners.',
  },
  {
    name: 'Ishbel Moncrieff',
    affiliation: 'Talking Together Trust',
    bio: 'Ishbel chairs the trustees of the Talking Together Trust, which runs the conference.',
  },
];
