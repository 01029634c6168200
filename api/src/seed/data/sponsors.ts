import type { SeedSponsor } from './types.js';

/**
 * The 19 sponsors of attendee.md §3, in the spec's order, the organiser last.
 * URLs are placeholders (we do not assert the sponsors' real sites); logos are our own simple wordmarks
 * under api/static/sponsors/<slug>.svg.
 */
const names: [name: string, slug: string, style: SeedSponsor['logoStyle']][] = [
  ['1Voice', '1voice', 'image'],
  ['AIST', 'aist', 'image'],
  ['Acapela Group', 'acapela-group', 'image'],
  ['Ace Centre', 'ace-centre', 'image'],
  ['Call Scotland', 'call-scotland', 'image'],
  ['CandLE', 'candle', 'background'],
  ['Control Bionics', 'control-bionics', 'image'],
  ['Jabbla UK', 'jabbla-uk', 'image'],
  ['Liberator', 'liberator', 'image'],
  ['Mounts & More', 'mounts-and-more', 'image'],
  ['SensePilot', 'sensepilot', 'image'],
  ['Smartbox', 'smartbox', 'image'],
  ['Smile Smart Technology', 'smile-smart-technology', 'background'],
  ['TechAbility', 'techability', 'image'],
  ['The Center for AAC & Autism', 'the-center-for-aac-and-autism', 'image'],
  ['Therapy Box', 'therapy-box', 'image'],
  ['Tobii Dynavox', 'tobii-dynavox', 'image'],
  ['Widgit', 'widgit', 'image'],
  ['Talking Together Trust', 'talking-together-trust', 'background'],
];

export const seedSponsors: SeedSponsor[] = names.map(([name, slug, logoStyle], i) => ({
  name,
  url: `https://example.org/sponsors/${slug}`,
  logoFile: `${slug}.svg`,
  logoStyle,
  sortOrder: i + 1,
}));
