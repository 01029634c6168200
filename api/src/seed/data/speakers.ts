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

/** Parts of the short biographies written for most other seeded presenters (issue 27): our own invented text. */
const ROLES = [
  'a speech and language therapist',
  'a specialist teacher',
  'an occupational therapist',
  'an AAC user and trainer',
  'a parent and peer supporter',
  'a researcher',
  'an assistive technology engineer',
  'a communication support worker',
];
const PLACES = [
  'Harrowgate Children’s Communication Service',
  'the Eastmere AAC Hub',
  'Brackenfield School',
  'Larkhill University',
  'the Northern Access Technology Centre',
  'Calder Valley Adult Services',
  'Peatmoss Community Trust',
  'Rookwood College',
];
const FOCUSES = [
  'core vocabulary and modelling in everyday routines',
  'switch access and scanning for people with complex movement',
  'eye-gaze set-up, calibration and fatigue',
  'literacy for people who use AAC',
  'communication partner training for families and staff',
  'transition from school to adult services',
  'multilingual AAC and home languages',
  'assessment that starts from what a person already does',
];
const EXTRAS = [
  'They run a monthly drop-in for families trying out devices.',
  'They co-wrote a practical guide to communication passports.',
  'They are learning to make vocabulary sets with the people who will use them.',
  'Outside work they sing in a community choir that welcomes AAC users.',
];

/** A stable pick from a list by the name's characters, so each seed run writes the same text. */
function pick<T>(list: readonly T[], name: string, salt: number): T {
  let hash = salt;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return list[hash % list.length] as T;
}

/** 'Dr Wren Sowerby' → 'Wren': titles and roles in brackets left out. */
function firstName(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/);
  return words.find((word) => !/^(dr|prof\.?|mr|mrs|ms|mx)$/i.test(word)) ?? name;
}

/**
 * A short fictional biography for a seeded presenter without one: two thirds of them get one, so the speaker
 * pages read like a real programme while some still show "No biography yet." as a new speaker would.
 */
export function generatedSpeakerBio(name: string, index: number): Omit<SeedSpeakerBio, 'name'> | null {
  if (index % 3 === 2) return null;
  const place = pick(PLACES, name, 3);
  return {
    affiliation: place.replace(/^the /, 'The '),
    bio:
      `${firstName(name)} is ${pick(ROLES, name, 1)} at ${place}, working on ${pick(FOCUSES, name, 7)}.` +
      `\n\n${pick(EXTRAS, name, 11)}`,
  };
}
