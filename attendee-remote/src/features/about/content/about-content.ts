/**
 * The About page's words: our own, about a fictional conference. The organiser's name and the contact address
 * come from the conference configuration (GET /api/conference), not from here. Every person named is invented.
 */

export const VALUES: readonly { name: string; text: string }[] = [
  {
    name: 'Excellence',
    text: 'A programme chosen with care, where research, practice and lived experience are held to the same high standard.',
  },
  {
    name: 'Innovation',
    text: 'Room for new ideas, from low-tech communication boards to eye gaze and access methods still being invented.',
  },
  {
    name: 'Collaboration',
    text: 'AAC users, families, therapists, teachers, researchers and manufacturers learning from each other as equals.',
  },
  {
    name: 'Accessibility',
    text: 'Every session, room, page and form built so that everyone can take part, whatever way they communicate.',
  },
];

export const HISTORY: readonly { year: string; text: string }[] = [
  {
    year: '2020',
    text: 'The first gathering moved online at short notice: 300 people joined from home, and presenters who use AAC delivered their talks with pre-recorded and live voices.',
  },
  {
    year: '2021',
    text: 'A hybrid conference, with a small in-person day and the whole programme streamed with live captions.',
  },
  {
    year: '2022',
    text: 'Back on campus for two full days, with quiet rooms, a Changing Places toilet and stewards trained in supporting AAC users.',
  },
  {
    year: '2023',
    text: 'AAC users joined the programme committee, and the first presenter bursaries covered travel and personal assistants.',
  },
];

export const TEAM: readonly { name: string; role: string }[] = [
  { name: 'Priya Castell', role: 'Conference Director' },
  { name: 'Tomasz Whitfield', role: 'Programme Lead' },
  { name: 'Aisling Moreau', role: 'Accessibility Coordinator' },
  { name: 'Jordan Okafor-Lane', role: 'Community and Presenter Support' },
  { name: 'Greta Lindqvist', role: 'Exhibition and Sponsorship' },
];

export const BOARD: readonly { name: string; role: string }[] = [
  { name: 'Dr Helen Sayer', role: 'Chair' },
  { name: 'Marcus Delaney', role: 'Treasurer' },
  { name: 'Ruth Abernethy', role: 'Trustee, AAC user and advocate' },
  { name: 'Samir Haddad', role: 'Trustee, speech and language therapist' },
  { name: 'Beth Lowrie', role: 'Trustee, parent and family representative' },
];

export const ACHIEVEMENTS: readonly string[] = [
  'Every keynote captioned live and interpreted in British Sign Language since 2021.',
  'More than a third of presentations given or co-presented by people who use AAC.',
  'A presenter bursary scheme covering travel, accommodation and personal assistants.',
  'Conference materials available in easy read and symbol-supported versions.',
];

export const STATISTICS: readonly { value: string; label: string }[] = [
  { value: '2,500+', label: 'attendees' },
  { value: '150+', label: 'presentations' },
  { value: '45', label: 'countries' },
  { value: '95%', label: 'satisfaction' },
];

export const PARTNERSHIPS: readonly string[] = [
  'Universities and colleges that host the conference and share research on AAC.',
  'Charities and user-led groups that bring the voices of AAC users and their families.',
  'Speech and language therapy and education services that send staff to learn and to present.',
  'AAC manufacturers and suppliers, many of them our sponsors, who show what is new in the exhibition.',
];
