import type { SeedSession, SessionLevel } from './types.js';
import { seedVenues } from './venues.js';

/**
 * The programme of Talking Together 2027 (fictional). Monday 2027-09-13 and Tuesday 2027-09-14, Europe/London.
 *
 * Shape of the programme:
 * - M1 members' meeting, one Keynote per day, the Plenary, an icebreaker and a research-evidence session;
 * - nine parallel strands, each in its own room, with eight slots over the two days: track "3.2" is strand 3,
 *   slot 2 (slots 1–4 on Monday, 5–8 on Tuesday);
 * - posters P1–P34 (P1–P17 at Monday lunch, P18–P34 at Tuesday lunch);
 * - registration, breaks, lunch, networking and fringe events (track null).
 *
 * Every person named here is invented. Generation is deterministic: a small seeded PRNG picks names,
 * numbers and references, so every seed run gives the same data.
 */

const MON = '2027-09-13';
const TUE = '2027-09-14';

// ---------------------------------------------------------------------------------------------------------------
// Deterministic helpers

/** mulberry32: a tiny seeded PRNG, so the seed is identical on every run. */
function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = makeRng(20270913);

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}
function between(min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// ---------------------------------------------------------------------------------------------------------------
// Places

const ROOMS: Record<string, string> = {
  'rowan-auditorium': 'G.01',
  'rowan-seminar-room-2': '1.05',
  'ashworth-1-12': '1.12',
  'ashworth-1-14': '1.14',
  'ashworth-2-01': '2.01',
  'linden-hall': 'G.02',
  'linden-studio': '1.01',
  'kestrel-lecture-theatre': 'G.03',
  'kestrel-g05': 'G.05',
  'meridian-suite': 'G.10',
};

type Place = Pick<SeedSession, 'venueSlug' | 'location' | 'building' | 'room'>;

function at(slug: string): Place {
  const venue = seedVenues.find((v) => v.slug === slug);
  if (!venue) throw new Error(`unknown venue ${slug}`);
  return { venueSlug: venue.slug, location: venue.name, building: venue.building, room: ROOMS[slug] ?? null };
}

// ---------------------------------------------------------------------------------------------------------------
// Invented people

const FIRST = [
  'Aisling',
  'Bartosz',
  'Cerys',
  'Dev',
  'Eilidh',
  'Femi',
  'Gwen',
  'Hamza',
  'Ines',
  'Jonah',
  'Keziah',
  'Lorcan',
  'Mairead',
  'Niamh',
  'Oluwaseun',
  'Priya',
  'Quentin',
  'Rhiannon',
  'Saoirse',
  'Tobias',
  'Ulla',
  'Vikram',
  'Wren',
  'Xanthe',
  'Yusuf',
  'Zofia',
  'Anwen',
  'Callum',
  'Delphine',
  'Ewan',
  'Farah',
  'Greer',
  'Hollis',
  'Ishbel',
  'Jude',
  'Kamala',
  'Leif',
  'Morven',
  'Nkem',
  'Orla',
  'Perpetua',
  'Rafferty',
  'Sunniva',
  'Tamsin',
  'Uchenna',
  'Verity',
];
const LAST = [
  'Abernethy',
  'Brackenbury',
  'Castellanos',
  'Dunleavy',
  'Elphinstone',
  'Fairweather',
  'Gathercole',
  'Hesketh',
  'Ibbotson',
  'Jardine',
  'Kilbride',
  'Lockerbie',
  'Marchbank',
  'Nwachukwu',
  'Ormerod',
  'Pettigrew',
  'Quarrie',
  'Rathbone',
  'Sowerby',
  'Tindall',
  'Umfreville',
  'Vasquez-Hale',
  'Wetherall',
  'Yardley',
  'Zielinska',
  'Achterberg',
  'Blennerhassett',
  'Cavendish-Oyelaran',
  'Drummond-Kaur',
  'Entwistle',
  'Fennimore',
  'Greatorex',
  'Harrowby',
  'Inchbald',
  'Jessop-Mensah',
  'Kinnersley',
  'Lindqvist',
  'Moncrieff',
  'Nakashima-Ward',
  'Oakenfold',
  'Pemberton-Idowu',
];
const TITLES = ['', '', '', '', 'Dr ', 'Dr ', 'Prof. '];

function person(): string {
  return `${pick(TITLES)}${pick(FIRST)} ${pick(LAST)}`;
}
function people(min: number, max: number): string[] {
  const n = between(min, max);
  const out: string[] = [];
  while (out.length < n) {
    const p = person();
    const bare = p.replace(/^(Dr |Prof\. )/, '');
    if (!out.some((q) => q.endsWith(bare))) out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Invented references

const JOURNALS = [
  'Journal of Aided Communication Practice',
  'International Review of AAC Research',
  'Communication Access Quarterly',
  'Northern Journal of Speech and Language Therapy',
  'Disability, Voice and Society',
  'Assistive Technology in Education Review',
];

function initials(): string {
  const a = pick(FIRST).charAt(0);
  return rng() < 0.4 ? `${a}. ${pick(FIRST).charAt(0)}.` : `${a}.`;
}
function authorList(): string {
  const n = between(1, 3);
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(`${pick(LAST)}, ${initials()}`);
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1] ?? ''}`;
}
function reference(title: string): string {
  const year = between(2016, 2026);
  if (rng() < 0.2) {
    const from = between(20, 180);
    return `${authorList()} (${year}). ${title}. In ${pick(FIRST).charAt(0)}. ${pick(LAST)} (Ed.), Aided Communication Across the Lifespan (pp. ${from}–${from + between(12, 24)}). Northgate University Press.`;
  }
  const volume = year - 2006;
  const page = between(1, 240);
  return `${authorList()} (${year}). ${title}. ${pick(JOURNALS)}, ${volume}(${between(1, 4)}), ${page}–${page + between(9, 22)}.`;
}
function references(pool: readonly string[]): string {
  const n = between(2, 3);
  const chosen: string[] = [];
  while (chosen.length < n) {
    const t = pick(pool);
    if (!chosen.includes(t)) chosen.push(t);
  }
  return chosen
    .map(reference)
    .sort((a, b) => a.localeCompare(b))
    .join('\n');
}

let abstractCounter = 0;
function nextAbstractNumber(): string {
  abstractCounter += 1;
  return `TT27-A${String(abstractCounter).padStart(3, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Strands: nine themes, each in its own room, eight sessions each

type Format = 'Presentation' | 'Workshop' | 'Panel' | 'Session';
type Item = [title: string, format: Format, level: SessionLevel, age: string, blurb: string];

interface Strand {
  n: number;
  topic: string;
  venue: string;
  who: string[];
  methods: string[];
  findings: string[];
  benefits: string[];
  barriers: string[];
  refTitles: string[];
  items: Item[];
}

const STRANDS: Strand[] = [
  {
    n: 1,
    topic: 'Lived experience',
    venue: 'rowan-auditorium',
    who: ['AAC users', 'adult AAC users and their personal assistants', 'young AAC users'],
    methods: ['recorded conversations and shared diaries', 'peer-led interviews', 'a series of co-design workshops'],
    findings: [
      'Being given time, and being asked directly rather than through a companion, mattered more than any device feature.',
      'Participants were clear that control over their own vocabulary was a question of dignity, not convenience.',
      'Small changes in how meetings were run made the biggest difference to who spoke.',
    ],
    benefits: [
      'feeling listened to for the first time in a formal setting',
      'more confidence to disagree',
      'being seen as an expert rather than a case',
    ],
    barriers: [
      'rushed turn-taking',
      'partners who finished sentences for them',
      'devices left behind or uncharged by support staff',
    ],
    refTitles: [
      'Time to talk: conversational pace and aided speakers in mixed groups',
      'Authorship and ownership of pre-stored messages',
      'Peer mentoring between adult AAC users: a qualitative study',
      'What AAC users say about being interrupted',
      'Self-advocacy and identity among young people who use AAC',
    ],
    items: [
      [
        'Nothing about us without us: AAC users leading conference design',
        'Panel',
        'Beginner',
        'Adults',
        "Four AAC users who sat on this year's programme committee describe what changed when they, not professionals, chose the themes and reviewed the abstracts.",
      ],
      [
        'Speaking at my own pace: pre-stored and spontaneous talk in job interviews',
        'Presentation',
        'Intermediate',
        'Adults',
        'An AAC user and a careers adviser share how pre-prepared answers, live typing and a clear "please wait" card worked together across eleven job interviews.',
      ],
      [
        'Humour, swearing and sarcasm: the vocabulary nobody programs',
        'Presentation',
        'Beginner',
        'All ages',
        'Why jokes, banter and rude words matter for identity, and how AAC users and their teams can add them without embarrassment.',
      ],
      [
        'Growing up with a voice: three young adults look back',
        'Panel',
        'Beginner',
        'Young people',
        'Three young adults who have used AAC since primary school talk about what helped, what got in the way, and what they wish adults had known.',
      ],
      [
        'Dating, friendship and AAC',
        'Session',
        'Intermediate',
        'Adults',
        'A frank, user-led conversation about relationships, privacy on shared devices, and keeping private messages private.',
      ],
      [
        'Being a parent who uses AAC',
        'Presentation',
        'Intermediate',
        'Adults',
        "Two parents who use AAC describe school meetings, parents' evenings and bedtime stories, and the small adjustments that made them possible.",
      ],
      [
        'From service user to trainer: AAC users as paid educators',
        'Presentation',
        'Intermediate',
        'Adults',
        'How a regional service recruited, trained and paid AAC users to co-deliver training to staff, and what it learned about fair pay and access needs.',
      ],
      [
        'Open mic: your AAC story in five minutes',
        'Session',
        'Beginner',
        'All ages',
        'An open floor for AAC users to share a story, a poem or a rant. Pre-stored messages are welcome and the chair will keep the pace unhurried. Sign up at the information point on Tuesday morning.',
      ],
    ],
  },
  {
    n: 2,
    topic: 'Literacy',
    venue: 'kestrel-lecture-theatre',
    who: [
      'pupils in special schools',
      'children aged four to eleven',
      'adult learners',
      'secondary pupils who use AAC',
    ],
    methods: [
      'weekly writing samples',
      'classroom video and teacher logs',
      'a standardised spelling probe adapted for switch users',
    ],
    findings: [
      'All participants made measurable progress in letter-sound knowledge, including those previously judged "not ready".',
      'Message length increased steadily once learners could spell rather than only select pre-stored words.',
      'The quality of adult modelling predicted progress better than age or access method.',
    ],
    benefits: [
      'the pleasure of writing something nobody had pre-programmed',
      'being able to send their own messages',
      'more choice during shared reading',
    ],
    barriers: [
      'limited time in the timetable for literacy with AAC',
      'low staff confidence with spelling-based access',
      'books that were not accessible by switch or eye gaze',
    ],
    refTitles: [
      'Emergent literacy instruction for children with complex communication needs',
      'Spelling-based AAC and message generation in adolescence',
      'Predictable chart writing: a classroom replication',
      'Internal speech and phonological awareness in children who cannot speak',
      'Word prediction and writing rate in young AAC users',
    ],
    items: [
      [
        'Phonics for children who cannot speak the sounds aloud',
        'Presentation',
        'Intermediate',
        'Children',
        'A classroom approach that replaces spoken blending with internal-speech cues, letter-sound buttons and partner-assisted scanning.',
      ],
      [
        'Shared reading with aided language input in the early years',
        'Workshop',
        'Beginner',
        'Children',
        'Practical strategies for modelling on a core vocabulary board during shared storybook reading, with video examples from nursery settings.',
      ],
      [
        'Writing with word prediction: help or hindrance?',
        'Presentation',
        'Advanced',
        'Young people',
        'A small study of twelve secondary pupils comparing spelling, speed and message length with and without word prediction.',
      ],
      [
        'Alphabet boards for adults with acquired conditions',
        'Presentation',
        'Intermediate',
        'Adults',
        'How to choose and set up alphabet and partner-spelling boards for adults with motor neurone disease, stroke or head injury.',
      ],
      [
        'Literacy beyond school: adult learners who use AAC',
        'Panel',
        'Intermediate',
        'Adults',
        'Three adult learners and their tutors describe returning to reading and writing in further education after years of being told they were "not ready".',
      ],
      [
        'Predictable chart writing in a special school',
        'Presentation',
        'Beginner',
        'Children',
        'A term-long project using predictable chart writing with a whole class of emergent writers, and what the class produced.',
      ],
      [
        'Accessible books: making and sharing symbol-supported stories',
        'Workshop',
        'Beginner',
        'All ages',
        'Bring a laptop: a hands-on session on making simple accessible e-books with symbols, photos and recorded voices, and on sharing them safely with families.',
      ],
      [
        'Spelling as a communication strategy for eye-gaze users',
        'Presentation',
        'Advanced',
        'All ages',
        'How teams can decide when to teach spelling through eye-gaze keyboards, with case examples from three young people.',
      ],
    ],
  },
  {
    n: 3,
    topic: 'Family voices',
    venue: 'rowan-seminar-room-2',
    who: ['families', 'parents and carers', 'families with a child under five', 'siblings aged eight to sixteen'],
    methods: ['home-video diaries', 'semi-structured interviews at home', 'a family survey and two focus groups'],
    findings: [
      'Families valued honest information about how long AAC takes to learn more than reassurance.',
      'Where one person in the family became the "AAC expert", others stepped back; sharing the role kept everyone modelling.',
      'Families repeatedly described a gap between the device arriving and anyone showing them how to use it at home.',
    ],
    benefits: [
      'seeing their child joke and argue for the first time',
      'less pressure on one parent',
      'feeling part of the team rather than an observer',
    ],
    barriers: [
      'appointments during working hours',
      'jargon in reports',
      'different vocabulary set-ups at home and at school',
    ],
    refTitles: [
      'Parent perspectives on the first year of aided communication',
      'Siblings as communication partners: an exploratory study',
      'Family-centred practice in AAC services',
      'Home languages and aided communication in bilingual families',
      "Transition to adulthood for young people who use AAC: families' accounts",
    ],
    items: [
      [
        "The first year: families' experiences of introducing AAC",
        'Presentation',
        'Beginner',
        'Children',
        'Six families share what the first twelve months of AAC looked like at home, from the excitement of the first device to the days it stayed in the bag.',
      ],
      [
        'Siblings as communication partners',
        'Workshop',
        'Beginner',
        'Children',
        'Games, role-play and simple modelling tips that brothers and sisters can use, developed with a group of young siblings.',
      ],
      [
        'Grandparents, aunties and the wider family circle',
        'Presentation',
        'Beginner',
        'All ages',
        'How one family support service trained extended family members, and why the person who visits once a month matters as much as the one who lives in the house.',
      ],
      [
        'Home and school: one voice, two systems?',
        'Panel',
        'Intermediate',
        'Children',
        "Parents, a teacher and a speech and language therapist discuss what happens when home and school set up the same child's AAC differently.",
      ],
      [
        "Fathers' experiences of AAC: a group conversation",
        'Session',
        'Beginner',
        'All ages',
        'An informal, facilitated conversation for and about fathers, who are often missing from AAC research and training.',
      ],
      [
        'Bilingual families and AAC: keeping home languages alive',
        'Presentation',
        'Intermediate',
        'Children',
        'Practical ways to include Urdu, Polish, Welsh and Gaelic vocabulary on devices, and what families told us about the language their child is expected to use.',
      ],
      [
        'Transition to adult services: what families wish they had known',
        'Panel',
        'Intermediate',
        'Young people',
        "Families and young people describe leaving children's services, the loss of support that often follows, and the planning that helped.",
      ],
      [
        'Parent-led training: families teaching families',
        'Workshop',
        'Beginner',
        'All ages',
        'A parent-designed training package on aided language modelling, delivered here by the parents who wrote it.',
      ],
    ],
  },
  {
    n: 4,
    topic: 'Eye gaze',
    venue: 'linden-studio',
    who: [
      'eye-gaze users',
      'children with cerebral palsy',
      'adults with motor neurone disease',
      'young people using eye gaze at school',
    ],
    methods: [
      'structured observation across the school day',
      'device calibration logs',
      'fatigue ratings chosen by the users themselves',
    ],
    findings: [
      'Reliable positioning and lighting resolved more "calibration failures" than any software setting.',
      'Accuracy dropped noticeably after lunch for most participants, so demanding tasks moved to the morning.',
      'Planning before access changed meant people kept communicating through the transition.',
    ],
    benefits: [
      'less frustration',
      'a faster route to saying what they meant',
      'being able to rest without losing their voice',
    ],
    barriers: ['glare from windows', 'mounts that could not be adjusted by classroom staff', 'long waits for repairs'],
    refTitles: [
      'Eye-gaze access and visual fatigue in children with cerebral palsy',
      'Calibration practices in school settings',
      'Positioning and mounting for gaze-based communication',
      'Early eye-gaze experiences through cause-and-effect play',
      'Planning communication access in progressive neurological conditions',
    ],
    items: [
      [
        'Eye gaze in the early years: starting with play',
        'Workshop',
        'Beginner',
        'Children',
        'Cause-and-effect games, sensory scenes and choice-making activities that build eye-gaze skills before a full vocabulary is introduced.',
      ],
      [
        'Calibration without tears: practical tips for complex bodies',
        'Workshop',
        'Intermediate',
        'All ages',
        'A hands-on session with three different eye-gaze cameras. Bring your questions about involuntary movement, glasses, nystagmus and droopy eyelids.',
      ],
      [
        'When eye gaze is not the answer: switch scanning alternatives',
        'Presentation',
        'Intermediate',
        'All ages',
        'How one team decided, with the young person, to move from eye gaze to two-switch scanning, and why it was the right call.',
      ],
      [
        'Fatigue and eye-gaze use across the school day',
        'Presentation',
        'Advanced',
        'Children',
        'A study of accuracy, speed and self-reported tiredness across the school day for eight eye-gaze users.',
      ],
      [
        'Eye gaze for adults with motor neurone disease: planning ahead',
        'Presentation',
        'Intermediate',
        'Adults',
        'Introducing eye gaze early, alongside voice banking and low-tech back-ups, so that communication continues as speech and hand function change.',
      ],
      [
        'Head tracking and facial gestures as access methods',
        'Presentation',
        'Intermediate',
        'Adults',
        'An overview of camera-based head tracking and facial-gesture switches, with demonstrations from two experienced users.',
      ],
      [
        'Lighting, positioning and mounting for reliable eye gaze',
        'Workshop',
        'Beginner',
        'All ages',
        'A practical workshop with an occupational therapist on the three things that most often make eye gaze unreliable, and how to fix them.',
      ],
      [
        'Eye-gaze gaming as a route to AAC',
        'Session',
        'Beginner',
        'Young people',
        'Young people show the accessible games they play with eye gaze, and talk about how gaming built the skills they now use to communicate.',
      ],
    ],
  },
  {
    n: 5,
    topic: 'Assessment',
    venue: 'ashworth-2-01',
    who: [
      'children referred to a specialist service',
      'adults seen in community clinics',
      'people referred for AAC assessment',
    ],
    methods: [
      'a review of assessment reports',
      'video of trial sessions with several devices',
      'a consensus exercise with clinicians and AAC users',
    ],
    findings: [
      'Trial periods in real settings changed the final recommendation in about a third of cases.',
      'People who took part in choosing their system were still using it a year later far more often.',
      'Reports written in plain language were read and acted on; technical reports were often filed.',
    ],
    benefits: ['understanding why a system was chosen', 'a say in the decision', 'fewer abandoned devices'],
    barriers: ['short loan periods', 'assessment in unfamiliar clinic rooms', 'missing vision and hearing information'],
    refTitles: [
      'Dynamic assessment in augmentative and alternative communication',
      'Feature matching revisited: shared decision-making in AAC',
      'Receptive language assessment for people with severe motor impairment',
      'Outcome measurement in AAC services: a review',
      'Plain-language reporting in specialist services',
    ],
    items: [
      [
        'Dynamic assessment for AAC: trying before deciding',
        'Presentation',
        'Intermediate',
        'All ages',
        'Why a single assessment session rarely tells you enough, and how a structured trial period with teaching built in gives a better picture.',
      ],
      [
        'Feature matching with the person, not for them',
        'Workshop',
        'Intermediate',
        'Adults',
        'Tools and tactics for involving AAC users directly in choosing their system, including people with limited literacy.',
      ],
      [
        'Assessing receptive language in people who cannot point',
        'Presentation',
        'Advanced',
        'Children',
        'Adapting picture-based comprehension tests for eye pointing, partner-assisted scanning and switch access, and the pitfalls to avoid.',
      ],
      [
        'Outcome measures that AAC users actually value',
        'Presentation',
        'Advanced',
        'Adults',
        'A consensus exercise asked AAC users what a good outcome looks like. Their answers differed sharply from the measures services collect.',
      ],
      [
        'Assessment in the community: home visits over clinic rooms',
        'Presentation',
        'Intermediate',
        'All ages',
        'A service that moved most assessments into homes, schools and day centres reports on waiting times, costs and what changed.',
      ],
      [
        'Vision and hearing checks before AAC assessment',
        'Presentation',
        'Beginner',
        'Children',
        'A simple screening checklist that catches unrecognised visual and hearing needs before symbol size, layout and voice are chosen.',
      ],
      [
        'Assessment reports families can read',
        'Workshop',
        'Beginner',
        'All ages',
        'Bring an anonymised report. We will rewrite sections together in plain language and with symbol support.',
      ],
      [
        'Reassessment: when and why to look again',
        'Panel',
        'Intermediate',
        'All ages',
        'Clinicians and AAC users discuss the triggers for reassessment, from growth and new skills to changing health, and who should start the conversation.',
      ],
    ],
  },
  {
    n: 6,
    topic: 'Research',
    venue: 'ashworth-1-12',
    who: ['AAC users as co-researchers', 'research participants who use AAC', 'care home residents and staff'],
    methods: [
      'a scoping review of published and grey literature',
      'automatic device logs with consent',
      'a mixed-methods design with a co-researcher panel',
    ],
    findings: [
      'Studies that involved AAC users as co-researchers asked noticeably different questions.',
      'Device logs showed what was said but not who said it, so logs alone over-estimated independent use.',
      'Very few studies reported how consent was supported for participants who use AAC.',
    ],
    benefits: [
      'being paid and credited as researchers',
      'research questions that felt relevant',
      'clearer consent materials',
    ],
    barriers: ['ethics forms that assume speech', 'short funding cycles', 'payment rules that affect benefits'],
    refTitles: [
      'Co-production with people who use AAC: principles and practice',
      'Supported consent in research with children who use AAC',
      'Automatic data logging in AAC research: opportunities and limits',
      'AAC in residential care for older adults: a scoping review',
      'Single-case experimental designs in communication intervention research',
    ],
    items: [
      [
        'Co-producing research with AAC users: a practical guide',
        'Presentation',
        'Intermediate',
        'Adults',
        'Lessons from a three-year project run by a team in which half of the researchers use AAC, from writing the bid to presenting the findings.',
      ],
      [
        'Consent and assent in research with children who use AAC',
        'Presentation',
        'Advanced',
        'Children',
        'Accessible information sheets, symbol-supported consent and ways of recognising when a child no longer wants to take part.',
      ],
      [
        'Measuring communication participation: a new questionnaire',
        'Presentation',
        'Advanced',
        'Adults',
        'Development and first testing of a participation questionnaire that AAC users can complete themselves.',
      ],
      [
        'Automatic logging data: what device logs can and cannot tell us',
        'Presentation',
        'Advanced',
        'All ages',
        'What researchers and clinicians can learn from device usage logs, the privacy questions they raise, and how to ask for consent.',
      ],
      [
        'A scoping review of AAC in care homes',
        'Presentation',
        'Intermediate',
        'Adults',
        'What is known about AAC for older adults living in care homes, where the gaps are, and three priorities for future research.',
      ],
      [
        'Single-case designs in AAC intervention research',
        'Workshop',
        'Advanced',
        'All ages',
        'A methods workshop on multiple-baseline and alternating-treatment designs, with worked examples and common reviewer objections.',
      ],
      [
        "Early-career researchers' roundtable",
        'Session',
        'Beginner',
        'All ages',
        'An informal roundtable for students and early-career researchers to meet, share projects and ask experienced researchers questions.',
      ],
      [
        'From findings to practice: closing the research gap',
        'Panel',
        'Intermediate',
        'All ages',
        'Researchers, therapists and AAC users discuss why good research takes so long to change practice, and what each of them could do differently.',
      ],
    ],
  },
  {
    n: 7,
    topic: 'Technology',
    venue: 'meridian-suite',
    who: [
      'AAC users trying new technology',
      'adults with progressive conditions',
      'young people using phones and tablets',
    ],
    methods: [
      "usability testing in participants' homes",
      'timed communication tasks',
      'a user panel that tested prototypes every month',
    ],
    findings: [
      'Speed gains were real but small; control over what was said mattered more to participants than speed.',
      'Most problems reported were about charging, mounting and updates rather than the software itself.',
      'Participants wanted clear switches to turn automatic features off.',
    ],
    benefits: [
      'faster everyday messages',
      'a voice that sounded like their own',
      'technology they could carry anywhere',
    ],
    barriers: ['cost of mainstream devices and data plans', 'updates that moved buttons', 'unclear privacy policies'],
    refTitles: [
      'Personalised synthetic voices and identity',
      "Predictive language models in AAC: users' views on authorship",
      'Mainstream mobile devices as AAC: benefits and risks',
      'Smart home control for people with complex communication needs',
      'Sustaining open-source assistive technology projects',
    ],
    items: [
      [
        'Synthetic voices that sound like you: voice banking update',
        'Presentation',
        'Intermediate',
        'Adults',
        'Where voice banking and message banking are now, how long recording takes, and how people feel when they hear their new voice.',
      ],
      [
        'Large language models in AAC: speed, privacy and authorship',
        'Panel',
        'Advanced',
        'Adults',
        'AAC users, a developer and an ethicist discuss AI-generated suggestions: who is the author, where the data goes, and when it helps.',
      ],
      [
        'Smartphone AAC apps on a budget',
        'Presentation',
        'Beginner',
        'All ages',
        'A comparison of low-cost and free AAC apps on phones and tablets, and when a mainstream device is, and is not, enough.',
      ],
      [
        'Mounting and portability for everyday life',
        'Workshop',
        'Beginner',
        'All ages',
        'Wheelchair, table, bed and floor mounts, carry cases and straps: a practical session with kit to try.',
      ],
      [
        'Accessible smart homes for AAC users',
        'Presentation',
        'Intermediate',
        'Adults',
        'Using a communication device to control lights, doors, television and heating, and the set-up pitfalls to avoid.',
      ],
      [
        'Backups, updates and lost vocabularies',
        'Workshop',
        'Beginner',
        'All ages',
        'How to back up a vocabulary, what to do when an update goes wrong, and a simple checklist for families and schools.',
      ],
      [
        'Wearable and watch-based communication',
        'Presentation',
        'Intermediate',
        'Young people',
        'Quick messages from a smartwatch: a small pilot with young people who wanted something more discreet than a tablet.',
      ],
      [
        'Open-source AAC: building and maintaining community tools',
        'Presentation',
        'Advanced',
        'All ages',
        'What it takes to keep a free, open-source AAC tool running for years: volunteers, translations, testing and funding.',
      ],
    ],
  },
  {
    n: 8,
    topic: 'Policy',
    venue: 'kestrel-g05',
    who: ['regional AAC services', 'commissioners and service leads', 'hospital ward staff', 'AAC users and advocates'],
    methods: [
      'freedom-of-information requests to every region',
      'a national survey of services',
      'a review of ten years of referral data',
    ],
    findings: [
      'Waiting times for equipment varied more than fourfold between regions.',
      'Where a named communication lead existed, complaints about communication access fell.',
      'Very few care plans recorded how the person communicates or who can support it.',
    ],
    benefits: [
      'clearer routes to funding',
      'being able to communicate in hospital',
      'a say in how services are designed',
    ],
    barriers: [
      'fragmented funding between health, education and social care',
      'staff turnover',
      'no data on unmet need',
    ],
    refTitles: [
      'Commissioning specialist AAC services: a ten-year review',
      'Communication access in acute hospitals',
      'Equal treatment for AAC users in criminal justice settings',
      'The AAC workforce: capacity and training needs',
      'Civic participation and disability: voting with aided communication',
    ],
    items: [
      [
        'Funding AAC equipment: routes, waits and appeals',
        'Presentation',
        'Beginner',
        'All ages',
        'A plain guide to who pays for what, how long it takes, and how to appeal when a request is refused.',
      ],
      [
        'Communication rights in hospital: a bedside charter',
        'Presentation',
        'Intermediate',
        'Adults',
        'A short charter, written with AAC users, for ward staff: keep the device with the person, charge it, and never talk over them.',
      ],
      [
        'AAC in the justice system: police interviews and courts',
        'Panel',
        'Advanced',
        'Adults',
        'An intermediary, a solicitor and an AAC user discuss how people who use AAC are supported as witnesses, victims and defendants.',
      ],
      [
        'Workforce: who supports AAC in the regions?',
        'Presentation',
        'Intermediate',
        'All ages',
        'Results of a national survey of the people who support AAC day to day, their training and their caseloads.',
      ],
      [
        'Voting and civic participation for AAC users',
        'Presentation',
        'Beginner',
        'Adults',
        'Accessible polling stations, contacting your representative and joining consultations: practical steps and barriers.',
      ],
      [
        'Specialist commissioning: lessons from ten years of data',
        'Presentation',
        'Advanced',
        'All ages',
        'What a decade of referral, assessment and equipment data tells us about demand, equity and what is still missing.',
      ],
      [
        'Writing communication into care plans',
        'Workshop',
        'Intermediate',
        'Adults',
        'A workshop on recording how a person communicates, what support they need and who can give it, so it is not lost at handover.',
      ],
      [
        'Campaigning for AAC: what worked in our region',
        'Session',
        'Beginner',
        'All ages',
        'An informal session on local campaigning: petitions, meetings with decision makers, and keeping AAC users at the front.',
      ],
    ],
  },
  {
    n: 9,
    topic: 'Education',
    venue: 'ashworth-1-14',
    who: [
      'primary classes',
      'teaching assistants',
      'mainstream secondary schools',
      'pupils who use AAC and their classmates',
    ],
    methods: [
      'lesson observations',
      'staff questionnaires before and after training',
      'pupil interviews with symbol support',
    ],
    findings: [
      'Pupils used their AAC far more when adults modelled on it during ordinary lessons, not only in therapy time.',
      'Teaching assistants who had protected planning time prepared vocabulary for lessons in advance.',
      'Classmates became confident partners after short, regular AAC awareness sessions.',
    ],
    benefits: ['taking part in lessons on equal terms', 'friendships at break time', 'fair access in exams'],
    barriers: [
      'vocabulary not ready for the lesson topic',
      'devices left in the classroom at break',
      'staff moving between classes',
    ],
    refTitles: [
      'Core vocabulary instruction in inclusive classrooms',
      'Teaching assistants and aided communication: roles and training',
      'Peer interaction and AAC in the playground',
      'Access arrangements in examinations for AAC users',
      'Aided language displays in curriculum subjects',
    ],
    items: [
      [
        'Core vocabulary in the classroom: getting started',
        'Workshop',
        'Beginner',
        'Children',
        'The first steps for a class team: choosing a core board, modelling during routines, and making it part of every lesson.',
      ],
      [
        'Aided language displays for science and maths',
        'Workshop',
        'Intermediate',
        'Children',
        'Make topic boards that let pupils predict, compare and explain rather than just label. Templates provided.',
      ],
      [
        'Teaching assistants as AAC champions',
        'Presentation',
        'Beginner',
        'Children',
        "How a group of primary schools trained and supported teaching assistants as AAC champions, and what happened to pupils' device use.",
      ],
      [
        'AAC at break time: playground communication',
        'Presentation',
        'Beginner',
        'Children',
        'Weatherproof boards, friendship benches and peer training: getting AAC outside the classroom.',
      ],
      [
        'Exams and access arrangements for AAC users',
        'Presentation',
        'Intermediate',
        'Young people',
        'Extra time, readers, scribes and device settings in exams: what is allowed, what to apply for, and when.',
      ],
      [
        'Low-tech first: boards, books and partner-assisted scanning',
        'Workshop',
        'Beginner',
        'All ages',
        'Paper-based AAC that never runs out of battery. Make a communication book and practise partner-assisted scanning in pairs.',
      ],
      [
        'Supporting AAC in mainstream secondary schools',
        'Panel',
        'Intermediate',
        'Young people',
        'Two students who use AAC, a special educational needs coordinator and a subject teacher talk about what inclusion looks like in a large secondary school.',
      ],
      [
        'Drop-in: bring your device questions',
        'Session',
        'Beginner',
        'All ages',
        'Experienced practitioners on hand to help with settings, vocabulary organisation and troubleshooting. Drop in any time; stay as long as you like.',
      ],
    ],
  },
];

/** Slots 1–8 of every strand: Monday 1–4, Tuesday 5–8. */
const SLOTS: [date: string, start: string, end: string][] = [
  [MON, '11:00', '11:45'],
  [MON, '11:55', '12:40'],
  [MON, '13:40', '14:25'],
  [MON, '14:35', '15:20'],
  [TUE, '10:30', '11:15'],
  [TUE, '11:25', '12:10'],
  [TUE, '13:10', '13:55'],
  [TUE, '14:05', '14:50'],
];

/** Tracks that were cancelled, with the notes shown to attendees. */
const CANCELLED: Record<string, string> = {
  '2.6':
    "Cancelled: the presenters are unwell and cannot travel. They will share their slides and the class's writing samples on this page after the conference.",
  '5.3':
    'Withdrawn by the presenters. The topic is partly covered in session 5.1 (Dynamic assessment for AAC), which is still running.',
  '7.6':
    'Cancelled at short notice. This workshop will run as a free online webinar in October; details will be posted in News.',
  P29: 'Poster withdrawn by the authors.',
};

/** Tracks with no fixed end time (open-ended sessions). */
const OPEN_ENDED = new Set(['1.8', '9.8']);

/** Tracks whose topic category is left empty, so the category falls back to the format. */
const NO_TOPIC = new Set(['6.7', '8.8', '3.5']);

function approach(s: Strand): string {
  switch (between(0, 2)) {
    case 0:
      return `We worked with ${between(6, 48)} ${pick(s.who)} over ${between(6, 30)} weeks, using ${pick(s.methods)}.`;
    case 1:
      return `Data came from ${pick(s.methods)}, gathered across ${between(3, 14)} sites in the north of England, Scotland and Wales.`;
    default:
      return `The project followed ${between(5, 24)} ${pick(s.who)} for ${between(6, 18)} months; ${pick(s.methods)} were reviewed with them at each stage.`;
  }
}
function outcome(s: Strand): string {
  return rng() < 0.5
    ? `${pick(s.findings)} Participants described ${pick(s.benefits)}.`
    : `${pick(s.findings)} The main barrier reported was ${pick(s.barriers)}.`;
}
const TAKEAWAYS = [
  'We will finish with practical recommendations that can be tried the week after the conference.',
  'The session ends with time for questions; slides will be available in an accessible format.',
  'Attendees will leave with a one-page summary and a checklist to share with their teams.',
  'We will share the materials we developed, free to use and adapt.',
  'Video examples are captioned and described.',
];

function strandSession(s: Strand, slot: number, item: Item): SeedSession {
  const [title, format, level, age, blurb] = item;
  const track = `${s.n}.${slot}`;
  const slotInfo = SLOTS[slot - 1];
  if (!slotInfo) throw new Error(`no slot ${slot}`);
  const [date, start, end] = slotInfo;
  const withAbstract = format === 'Presentation' || format === 'Panel';
  let abstractContent: string | null = null;
  let abstractReferences: string | null = null;
  let description: string;
  if (format === 'Presentation') {
    abstractContent = `${blurb}\n\n${approach(s)}\n\n${outcome(s)} ${pick(TAKEAWAYS)}`;
    abstractReferences = references(s.refTitles);
    description = blurb;
  } else if (format === 'Panel') {
    abstractContent =
      `${blurb}\n\nEach panel member will speak briefly before an open discussion chaired by a member of the programme committee. ` +
      `Panel members who use AAC have prepared some of their contributions in advance and will also answer live; the chair will allow time for this.\n\n` +
      `Questions can be sent in advance through the Q&A page.`;
    abstractReferences = rng() < 0.5 ? references(s.refTitles) : null;
    description = blurb;
  } else if (format === 'Workshop') {
    const places = Math.min(seedVenues.find((v) => v.slug === s.venue)?.capacity ?? 30, 40);
    description = `${blurb}\n\nThis is a hands-on workshop, limited to ${places} places so that everyone can try the materials. Devices and materials are provided; you are welcome to bring your own.`;
  } else {
    description = blurb;
  }
  const cancelled = CANCELLED[track];
  return {
    sessionNumber: track,
    track,
    title,
    description,
    abstractContent,
    abstractReferences,
    abstractNumber: withAbstract ? nextAbstractNumber() : null,
    hasAbstract: withAbstract,
    presenters: format === 'Panel' ? people(3, 5) : format === 'Session' ? people(1, 2) : people(1, 3),
    sessionFormat: format,
    topicCategory: NO_TOPIC.has(track) ? null : s.topic,
    sessionLevel: level,
    ageGroup: age,
    status: cancelled ? 'cancelled' : 'active',
    cancellationNotes: cancelled ?? null,
    ...at(s.venue),
    sessionDate: date,
    startTime: start,
    endTime: OPEN_ENDED.has(track) ? null : end,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Posters P1–P34

type PosterItem = [title: string, topic: string, level: SessionLevel, age: string, blurb: string];

const POSTERS: PosterItem[] = [
  [
    'Symbol sets in Welsh-medium schools',
    'Education',
    'Beginner',
    'Children',
    'A survey of which symbol sets Welsh-medium schools use, and how they handle Welsh grammar on AAC devices.',
  ],
  [
    'A communication passport co-designed with young people',
    'Family voices',
    'Beginner',
    'Young people',
    'A one-page communication passport template written with eight young people who use AAC.',
  ],
  [
    'Eye-gaze access from a lying-down position',
    'Eye gaze',
    'Intermediate',
    'All ages',
    'Mounting and calibration solutions for people who need to communicate while lying down in bed.',
  ],
  [
    'Core word frequency in nursery conversations',
    'Research',
    'Advanced',
    'Children',
    'Which words three- and four-year-olds actually use in nursery, and what that means for early core boards.',
  ],
  [
    'Partner training videos for care home staff',
    'Policy',
    'Beginner',
    'Adults',
    'Five short captioned videos that teach care staff the basics of supporting residents who use AAC.',
  ],
  [
    'Switch-accessible music making',
    'Technology',
    'Beginner',
    'All ages',
    'Switches, music software and a weekly band: communication through composing and performing.',
  ],
  [
    'Aided language modelling during mealtimes',
    'Family voices',
    'Beginner',
    'Children',
    'A mealtime vocabulary board and modelling routine trialled with families at home.',
  ],
  [
    'Reading comprehension checks for switch users',
    'Literacy',
    'Advanced',
    'Children',
    'A quick comprehension check that switch users can complete independently, with reliability results.',
  ],
  [
    'AAC and the school council',
    'Education',
    'Beginner',
    'Children',
    'How a primary pupil who uses AAC stood for, and won, a place on the school council.',
  ],
  [
    'Tactile symbols for learners with visual impairment',
    'Assessment',
    'Intermediate',
    'Children',
    'Choosing and introducing tactile symbols for learners with combined visual and communication needs.',
  ],
  [
    'A peer-support group for adult AAC users',
    'Lived experience',
    'Beginner',
    'Adults',
    'Two years of a monthly peer-support group run by and for adults who use AAC.',
  ],
  [
    'Voice banking uptake in a neurology clinic',
    'Technology',
    'Intermediate',
    'Adults',
    'An audit of how many patients were offered voice banking, how many took it up, and why some did not.',
  ],
  [
    'Communication access in GP surgeries',
    'Policy',
    'Intermediate',
    'Adults',
    'A mystery-shopper style audit by AAC users of booking and attending appointments at local surgeries.',
  ],
  [
    'Key word signing alongside AAC devices',
    'Education',
    'Beginner',
    'Children',
    'How signing and a high-tech device can be used together rather than one replacing the other.',
  ],
  [
    'Rating fatigue with a symbol scale',
    'Eye gaze',
    'Intermediate',
    'All ages',
    'A five-point symbol scale that lets eye-gaze users tell staff when they need a rest.',
  ],
  [
    'Storytelling with sequenced messages',
    'Literacy',
    'Beginner',
    'Children',
    'Step-by-step message buttons as a way into telling stories and news at home and school.',
  ],
  [
    'Measuring device abandonment after two years',
    'Research',
    'Advanced',
    'All ages',
    'A follow-up of devices issued by one service: still used, used differently, or abandoned, and why.',
  ],
  [
    'Emotional vocabulary for young people',
    'Lived experience',
    'Intermediate',
    'Young people',
    "Adding words for feelings, worries and mental health to teenage vocabularies, with young people's own choices.",
  ],
  [
    'Low-tech back-up boards: a quality check',
    'Assessment',
    'Beginner',
    'All ages',
    "Fifty back-up boards were checked against their users' high-tech systems. Most did not match.",
  ],
  [
    "AAC in the dentist's chair",
    'Policy',
    'Beginner',
    'All ages',
    'A symbol-supported "stop" and "pain" card for dental treatment, tested in a community dental service.',
  ],
  [
    'Remote AAC support by video call',
    'Technology',
    'Intermediate',
    'All ages',
    'What worked, and what did not, when a specialist service supported families by video call.',
  ],
  [
    'Grammar on the device: teaching word endings',
    'Literacy',
    'Advanced',
    'Young people',
    'Teaching plurals and past tense with morphology buttons to secondary pupils.',
  ],
  [
    'Co-designing a sensory-friendly conference',
    'Lived experience',
    'Beginner',
    'All ages',
    'What the conference quiet spaces, lighting and signage learned from autistic AAC users last year.',
  ],
  [
    'Family holidays and AAC',
    'Family voices',
    'Beginner',
    'Children',
    'Travel vocabulary, airport assistance and keeping devices charged away from home.',
  ],
  [
    'Early intervention in a neonatal follow-up clinic',
    'Assessment',
    'Intermediate',
    'Children',
    'Introducing communication boards to toddlers at risk of speech difficulties, before a diagnosis.',
  ],
  [
    'Digital skills for AAC users in employment',
    'Technology',
    'Intermediate',
    'Adults',
    'Email, video meetings and workplace chat with an AAC device: a short course and its results.',
  ],
  [
    'A switch-accessible art studio',
    'Lived experience',
    'Beginner',
    'Adults',
    'Painting robots, switch-controlled spin art and an exhibition of work by AAC users.',
  ],
  [
    'Modelling rates in special school classrooms',
    'Research',
    'Advanced',
    'Children',
    "How often adults modelled on pupils' devices in twenty lessons, and what increased it.",
  ],
  [
    'Symbol support on public transport',
    'Policy',
    'Beginner',
    'All ages',
    'Symbol-supported journey cards tested with a local bus company.',
  ],
  [
    'Eye gaze in a mainstream nursery',
    'Eye gaze',
    'Beginner',
    'Children',
    'One child, one nursery and a year of eye-gaze play alongside classmates.',
  ],
  [
    'Parent confidence after a four-week course',
    'Family voices',
    'Intermediate',
    'All ages',
    'A before-and-after measure of parent confidence in modelling following a short evening course.',
  ],
  [
    'Speech-generating devices in physical education',
    'Education',
    'Beginner',
    'Young people',
    'Rugged cases, wrist mounts and PE vocabulary so pupils can take part in games and team talk.',
  ],
  [
    'Translating a vocabulary into Scottish Gaelic',
    'Technology',
    'Advanced',
    'All ages',
    'The linguistic and practical work of producing a Gaelic version of a core vocabulary.',
  ],
  [
    'What AAC users want from their therapists',
    'Lived experience',
    'Beginner',
    'Adults',
    'An online survey answered by 61 AAC users about what makes therapy helpful or unhelpful.',
  ],
];

const POSTER_REF_TITLES = [
  'Poster sessions and knowledge exchange in practice-based research',
  'Small-scale evaluation in AAC services',
  'Participation of AAC users in service design',
  'Aided language input: a systematic review',
  'Communication partner training across settings',
  'Accessible information for people who use AAC',
];

const POSTER_FINDINGS = [
  'Early results are encouraging, and the materials are free to use.',
  'The authors will be at the poster during lunch to answer questions.',
  'Results suggest the approach is practical in everyday settings with little extra cost.',
  'Participants asked for the approach to continue after the project ended.',
  'A larger follow-up study is planned for next year.',
];

function posterSession(i: number, item: PosterItem): SeedSession {
  const [title, topic, level, age, blurb] = item;
  const track = `P${i + 1}`;
  const monday = i < 17;
  const cancelled = CANCELLED[track];
  const withAbstract = i % 6 !== 5; // most posters have an abstract
  const refs = rng() < 0.75 ? references(POSTER_REF_TITLES) : null;
  return {
    sessionNumber: track,
    track,
    title,
    description: blurb,
    abstractContent: withAbstract ? `${blurb}\n\n${pick(POSTER_FINDINGS)}` : null,
    abstractReferences: withAbstract ? refs : null,
    abstractNumber: withAbstract ? nextAbstractNumber() : null,
    hasAbstract: withAbstract,
    presenters: people(1, 3),
    sessionFormat: 'Poster',
    topicCategory: topic,
    sessionLevel: level,
    ageGroup: age,
    status: cancelled ? 'cancelled' : 'active',
    cancellationNotes: cancelled ?? null,
    ...at('linden-hall'),
    sessionDate: monday ? MON : TUE,
    startTime: monday ? '12:45' : '12:15',
    endTime: monday ? '13:30' : '13:00',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Keynotes, plenary, members' meeting and the special sessions

function special(
  s: Partial<SeedSession> & Pick<SeedSession, 'title' | 'sessionDate' | 'startTime' | 'endTime'> & Place,
): SeedSession {
  return {
    sessionNumber: null,
    track: null,
    description: null,
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    presenters: [],
    sessionFormat: 'Session',
    topicCategory: null,
    sessionLevel: null,
    ageGroup: null,
    status: 'active',
    cancellationNotes: null,
    ...s,
  };
}

const keynotesAndSpecials: SeedSession[] = [
  special({
    sessionNumber: 'IB1',
    title: 'Icebreaker: meet and greet',
    description:
      'Start the conference by meeting other delegates over coffee. Conversation cards with symbol support are on every table, and volunteers wearing green lanyards will help you find people with shared interests.\n\nFirst time at Talking Together? Look for the "first-timers" table by the windows.',
    sessionFormat: 'Networking',
    ageGroup: 'All ages',
    ...at('linden-hall'),
    sessionDate: MON,
    startTime: '08:30',
    endTime: '09:15',
  }),
  special({
    sessionNumber: 'RE1',
    title: 'Research evidence: AAC and identity',
    description:
      "A themed session bringing together three short research papers on how using AAC shapes, and is shaped by, a person's sense of who they are.",
    abstractContent:
      'Identity is rarely measured in AAC research, yet AAC users say it is central to whether a system feels like "their voice".\n\n' +
      'This session presents three linked studies: a narrative study with adults who began using AAC after an acquired injury; a study of how teenagers choose and change their synthetic voices; and a co-produced analysis of how AAC users describe themselves in their own online writing.\n\n' +
      "Together the studies suggest that choice of voice, control over vocabulary, and being recognised as the author of one's words are the three strongest themes. The session ends with a discussion led by two AAC users from the research team.",
    abstractReferences: [
      'Dunleavy, O., & Sowerby, W. (2024). "It is my voice now": identity after acquired communication loss. Disability, Voice and Society, 18(2), 114–131.',
      'Fennimore, J., Achterberg, K., & Ormerod, L. (2025). Teenagers choosing synthetic voices: gender, accent and belonging. International Review of AAC Research, 19(1), 22–40.',
      'Nakashima-Ward, P. (2023). Writing the self: online narratives by people who use AAC. Journal of Aided Communication Practice, 17(4), 201–219.',
    ].join('\n'),
    abstractNumber: 'TT27-R001',
    hasAbstract: true,
    presenters: ['Dr Oluwaseun Dunleavy', 'Wren Sowerby', 'Prof. Keziah Achterberg', 'Lorcan Fennimore'],
    sessionFormat: 'Presentation',
    topicCategory: 'Research',
    sessionLevel: 'Intermediate',
    ageGroup: 'All ages',
    ...at('kestrel-lecture-theatre'),
    sessionDate: MON,
    startTime: '15:50',
    endTime: '16:50',
  }),
  special({
    sessionNumber: 'M1',
    track: 'M1',
    title: "Talking Together Trust members' meeting",
    description:
      "The annual meeting of members of the Talking Together Trust: the trustees' report, the accounts, election of trustees and a look ahead to next year's conference.\n\n" +
      'All delegates are welcome to attend; only members can vote. Papers are available at the information point and in accessible formats on request. The meeting ends when the business is complete.',
    presenters: ['Ishbel Moncrieff (Chair of Trustees)', 'Femi Lockerbie (Treasurer)'],
    sessionFormat: 'Session',
    ageGroup: 'Adults',
    ...at('rowan-auditorium'),
    sessionDate: MON,
    startTime: '17:00',
    endTime: null,
  }),
  special({
    sessionNumber: 'K1',
    track: 'Keynote',
    title: 'Keynote: A voice of my own, twenty years on',
    description:
      'Our Monday keynote speaker has used AAC for over twenty years: as a student, as a campaigner and now as the director of a user-led disability organisation.\n\n' +
      'In this talk, delivered with her communication device and pre-recorded video, she looks back at the technology, the attitudes and the people that shaped her voice, and asks what the next twenty years should look like for children getting their first device today.\n\n' +
      'Live captions and BSL interpretation are provided.',
    abstractContent:
      'Twenty years of aided communication: what changed, what did not, and what the next generation of AAC users should be able to expect.',
    abstractNumber: 'TT27-K001',
    hasAbstract: true,
    presenters: ['Dr Perpetua Blennerhassett'],
    sessionFormat: 'Keynote',
    topicCategory: null,
    sessionLevel: 'Beginner',
    ageGroup: 'All ages',
    ...at('rowan-auditorium'),
    sessionDate: MON,
    startTime: '09:30',
    endTime: '10:30',
  }),
  special({
    sessionNumber: 'K2',
    track: 'Keynote',
    title: "Keynote: Communication access is everybody's business",
    description:
      'What would it take for every shop, surgery, station and school to be a place where people who use AAC are understood? Our Tuesday keynote brings together a decade of work on communication access standards, training for public-facing staff, and the campaigns led by AAC users that changed local services.\n\n' +
      'Expect practical examples, a few uncomfortable truths and a call to action for everyone in the room.',
    abstractContent:
      'Communication access standards, staff training and user-led campaigning: lessons from ten years of trying to make public services understand people who use AAC.',
    abstractReferences:
      'Greatorex, H., & Kilbride, S. (2022). Communication access in public services: an evaluation of staff training. Communication Access Quarterly, 16(3), 45–61.\n' +
      'Tindall, V. (2025). User-led campaigning for communication rights. Disability, Voice and Society, 19(1), 7–25.',
    abstractNumber: 'TT27-K002',
    hasAbstract: true,
    presenters: ['Prof. Rafferty Greatorex', 'Saoirse Kilbride'],
    sessionFormat: 'Keynote',
    topicCategory: null,
    sessionLevel: 'Beginner',
    ageGroup: 'All ages',
    ...at('rowan-auditorium'),
    sessionDate: TUE,
    startTime: '09:00',
    endTime: '10:00',
  }),
  special({
    sessionNumber: 'PL1',
    track: 'Plenary',
    title: 'Plenary: Where next for AAC? Voices from the floor',
    description:
      'The closing plenary brings the two days together. A panel of AAC users, family members, researchers and practitioners responds to the themes of the conference and to questions submitted through the Q&A page.\n\n' +
      'Questions can be asked live, sent in advance, or prepared on a device before the session; the chair will make time for slower and pre-stored contributions.',
    presenters: [
      'Tamsin Rathbone (chair)',
      'Dev Castellanos',
      'Dr Morven Jardine',
      'Uchenna Hesketh',
      'Gwen Pettigrew',
    ],
    sessionFormat: 'Panel',
    topicCategory: null,
    sessionLevel: 'Beginner',
    ageGroup: 'All ages',
    ...at('rowan-auditorium'),
    sessionDate: TUE,
    startTime: '15:15',
    endTime: '16:15',
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Registration, breaks, lunch, networking and fringe events (track null)

const breaksAndFringe: SeedSession[] = [
  // Monday
  special({
    title: 'Registration and coffee (Monday)',
    description:
      'Collect your badge, lanyard and programme. Large-print and symbol-supported programmes are available on request.',
    sessionFormat: 'Break',
    ...at('rowan-centre-foyer'),
    sessionDate: MON,
    startTime: '08:00',
    endTime: null,
  }),
  special({
    title: 'Welcome and housekeeping',
    description:
      'A welcome from the Talking Together Trust, with fire exits, quiet spaces, captioning and how to ask for help.',
    presenters: ['Ishbel Moncrieff'],
    sessionFormat: 'Session',
    ...at('rowan-auditorium'),
    sessionDate: MON,
    startTime: '09:15',
    endTime: '09:30',
  }),
  special({
    title: 'Morning break and exhibition (Monday)',
    description:
      'Refreshments in Linden Hall with the exhibition open. Gluten-free, vegan and texture-modified options are labelled.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: MON,
    startTime: '10:30',
    endTime: '11:00',
  }),
  special({
    title: 'Lunch, exhibition and posters (Monday)',
    description:
      'Lunch is served in Linden Hall. Posters P1–P17 are presented from 12:45, with authors at their boards.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: MON,
    startTime: '12:40',
    endTime: '13:40',
  }),
  special({
    title: 'Exhibitor showcase: new products in five minutes',
    description: 'Exhibitors each have five minutes to show something new. Strictly timed, with captions on screen.',
    sessionFormat: 'Session',
    topicCategory: 'Technology',
    ...at('rowan-auditorium'),
    sessionDate: MON,
    startTime: '13:00',
    endTime: '13:35',
  }),
  special({
    title: 'Parents and carers meet-up',
    description: 'An informal lunchtime get-together for parents and carers. Bring your lunch from Linden Hall.',
    sessionFormat: 'Networking',
    topicCategory: 'Family voices',
    ageGroup: 'All ages',
    ...at('meridian-suite'),
    sessionDate: MON,
    startTime: '12:50',
    endTime: '13:30',
  }),
  special({
    title: 'Afternoon break (Monday)',
    description: 'Tea, coffee and cake in Linden Hall.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: MON,
    startTime: '15:20',
    endTime: '15:50',
  }),
  special({
    title: 'Sharing circle for AAC users',
    description:
      'A relaxed space, led by AAC users, for AAC users only. No professionals, no agenda, plenty of time. Personal assistants are welcome to support.',
    sessionFormat: 'Networking',
    topicCategory: 'Lived experience',
    ageGroup: 'Adults',
    ...at('linden-studio'),
    sessionDate: MON,
    startTime: '17:00',
    endTime: '17:45',
  }),
  special({
    title: 'Drinks reception and networking',
    description: 'Soft drinks, wine and canapés in Linden Hall, with the presentation of the poster prize shortlist.',
    sessionFormat: 'Networking',
    ...at('linden-hall'),
    sessionDate: MON,
    startTime: '18:00',
    endTime: '19:15',
  }),
  special({
    title: 'Conference dinner',
    description:
      'The conference dinner at the Northgate Boathouse, a five-minute level walk from Linden Hall along the lakeside path. Accessible minibus on request at the information point.\n\nTickets must be booked in advance.',
    sessionFormat: 'Networking',
    ...at('northgate-boathouse'),
    sessionDate: MON,
    startTime: '19:30',
    endTime: null,
  }),
  // Tuesday
  special({
    title: 'Seated stretch and quiet start',
    description:
      'A gentle seated stretching session to start the day, suitable for everyone, led by a physiotherapist.',
    sessionFormat: 'Networking',
    ...at('linden-studio'),
    sessionDate: TUE,
    startTime: '07:45',
    endTime: '08:15',
  }),
  special({
    title: 'Campus accessibility walk',
    description:
      'A guided walk of the step-free routes between the conference buildings, with the campus access officer.',
    sessionFormat: 'Session',
    status: 'cancelled',
    cancellationNotes:
      'Cancelled because heavy rain is forecast. The step-free routes are described as text on the Map page, and stewards can show you the way at any time.',
    ...at('central-square-information-point'),
    sessionDate: TUE,
    startTime: '08:00',
    endTime: '08:45',
  }),
  special({
    title: "Early-career researchers' breakfast",
    description: 'Pastries, coffee and conversation for students and early-career researchers. Booking not needed.',
    sessionFormat: 'Networking',
    topicCategory: 'Research',
    ...at('meridian-suite'),
    sessionDate: TUE,
    startTime: '08:00',
    endTime: '08:50',
  }),
  special({
    title: 'Registration and coffee (Tuesday)',
    description: 'Registration is open for delegates joining on Tuesday only.',
    sessionFormat: 'Break',
    ...at('rowan-centre-foyer'),
    sessionDate: TUE,
    startTime: '08:15',
    endTime: null,
  }),
  special({
    title: 'Morning break and exhibition (Tuesday)',
    description: 'Refreshments in Linden Hall with the exhibition open.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: TUE,
    startTime: '10:00',
    endTime: '10:30',
  }),
  special({
    title: 'Lunch, exhibition and posters (Tuesday)',
    description:
      'Lunch is served in Linden Hall. Posters P18–P34 are presented from 12:15, with authors at their boards.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: TUE,
    startTime: '12:10',
    endTime: '13:10',
  }),
  special({
    title: 'Device try-out clinic',
    description:
      'Try communication aids, switches, mounts and eye-gaze cameras with support from experienced practitioners. No sales, no pressure.',
    sessionFormat: 'Workshop',
    topicCategory: 'Technology',
    sessionLevel: 'Beginner',
    ageGroup: 'All ages',
    ...at('kestrel-g05'),
    sessionDate: TUE,
    startTime: '12:15',
    endTime: '13:00',
  }),
  special({
    title: 'Lunchtime film: "Our Words"',
    description:
      'A 30-minute documentary, made by a group of young AAC users, about their first year at college. Captioned and audio described.',
    sessionFormat: 'Session',
    topicCategory: 'Lived experience',
    ageGroup: 'Young people',
    ...at('kestrel-lecture-theatre'),
    sessionDate: TUE,
    startTime: '12:20',
    endTime: '12:55',
  }),
  special({
    title: 'Afternoon break (Tuesday)',
    description: 'Tea and coffee in Linden Hall before the closing plenary.',
    sessionFormat: 'Break',
    ...at('linden-hall'),
    sessionDate: TUE,
    startTime: '14:50',
    endTime: '15:15',
  }),
  special({
    title: 'Closing remarks and poster prize',
    description: 'Thanks, the poster prize, and the date and place of Talking Together 2028.',
    presenters: ['Ishbel Moncrieff'],
    sessionFormat: 'Session',
    ...at('rowan-auditorium'),
    sessionDate: TUE,
    startTime: '16:15',
    endTime: null,
  }),
];

// ---------------------------------------------------------------------------------------------------------------

const strandSessions: SeedSession[] = STRANDS.flatMap((s) => s.items.map((item, i) => strandSession(s, i + 1, item)));
const posterSessions: SeedSession[] = POSTERS.map((item, i) => posterSession(i, item));

function sortKey(s: SeedSession): string {
  return `${s.sessionDate ?? '9999'} ${s.startTime ?? '99:99'}`;
}

/** Every session, in date and start-time order (ties keep their order of definition). */
export const seedSessions: SeedSession[] = [
  ...keynotesAndSpecials,
  ...strandSessions,
  ...posterSessions,
  ...breaksAndFringe,
].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
