/** The campus map's files, drawn by us and served by the API from api/static/. */
export const CAMPUS_MAP_IMAGE = '/static/campus-map.svg';
export const CAMPUS_MAP_PDF = '/static/campus-map.pdf';

/** Short alternative text; the full description in words follows the image on the page. */
export const CAMPUS_MAP_ALT =
  'Campus map showing the five conference buildings around Central Square, with accessible entrances, parking, ' +
  'catering, information points, accessible toilets, the emergency assembly point and the step-free routes between them.';

/** The map in words, matching what the image shows (and the description inside the SVG file). */
export const CAMPUS_MAP_DESCRIPTION: readonly string[] = [
  'A simplified map, not to scale, of the five conference buildings around Central Square. All routes shown are step-free.',
  'Rowan Centre, north of the square: Rowan Auditorium (390 people, ground floor) and Rowan Seminar Room 2 (80 people, first floor). The main doors are on the south side, facing the square. Inside are accessible toilets including a Changing Places toilet, an information point, a cafe and the quiet room G.14.',
  'Ashworth Building, north-west: Rooms 1.12 (59 people), 1.14 (26) and 2.01 (67). The accessible west entrance is at the south-west corner. Accessible toilets on every floor.',
  'Kestrel Building, west, past the lake: Kestrel Lecture Theatre (180 people) and Kestrel Room G.05 (50), with the quiet room G.07. Accessible entrance on the east side; accessible toilets.',
  'Linden Building, south of the square, reached by a level covered walkway: Linden Hall (90 people), with the exhibition, posters, refreshments and lunch, and Linden Studio (60, first floor). Catering, an information point and accessible toilets.',
  'Meridian House, east, reached by a gentle 1:20 slope: Meridian Suite (52 people, ground floor). The entrance is beside Car Park B, which has 12 blue-badge bays. Accessible toilet.',
  'Car Park A, for general parking, is in the south-west, with a level path to the Kestrel Building. The main drop-off and the shuttle bus stop (for Northgate station) are on Campus Drive along the south edge, with a level path north to Central Square. The emergency assembly point is on the lawn in the middle of Central Square. The Boathouse by the lake hosts the conference dinner.',
];

export type LegendSymbol = 'venue' | 'entrance' | 'parking' | 'catering' | 'information' | 'assembly' | 'toilet';

/** The map's legend (attendee.md §2), each with the symbol used on the map. */
export const LEGEND: readonly { symbol: LegendSymbol; mark: string; label: string; meaning: string }[] = [
  {
    symbol: 'venue',
    mark: '',
    label: 'Conference venues',
    meaning: 'Buildings with conference rooms, outlined in blue.',
  },
  {
    symbol: 'entrance',
    mark: 'E',
    label: 'Accessible entrances',
    meaning: 'Level or ramped entrances with automatic or power-assisted doors.',
  },
  {
    symbol: 'parking',
    mark: 'P',
    label: 'Parking',
    meaning: 'Car Park A for general parking; Car Park B with 12 blue-badge bays.',
  },
  { symbol: 'catering', mark: '', label: 'Catering and facilities', meaning: 'Refreshments, lunch and the cafe.' },
  { symbol: 'information', mark: 'i', label: 'Information points', meaning: 'Staffed desks where stewards can help.' },
  {
    symbol: 'assembly',
    mark: 'AP',
    label: 'Emergency assembly',
    meaning: 'Where to gather if a building is evacuated: the lawn in Central Square.',
  },
  {
    symbol: 'toilet',
    mark: 'WC',
    label: 'Accessible toilets',
    meaning: 'Accessible toilets, including a Changing Places toilet in the Rowan Centre.',
  },
];

/** The accessibility features grid (attendee.md §2). */
export const ACCESSIBILITY_FEATURES: readonly { title: string; text: string }[] = [
  {
    title: 'Wheelchair access',
    text: 'Every conference room can be reached step-free, by level paths, ramps or lifts, with wheelchair spaces in each room.',
  },
  {
    title: 'Hearing support loops',
    text: 'A fixed or portable induction loop in every conference room (set hearing aids to T), and infrared receivers in the Rowan Auditorium.',
  },
  {
    title: 'Accessible toilets on every floor',
    text: 'Accessible toilets on every floor of every conference building, and a Changing Places toilet in the Rowan Centre.',
  },
  {
    title: 'Accessible parking',
    text: 'Twelve blue-badge bays in Car Park B beside Meridian House, and a drop-off point on Campus Drive.',
  },
  {
    title: 'Clear signage',
    text: 'Large, high-contrast signs with symbols at every entrance, junction and room door; stewards in green lanyards.',
  },
  {
    title: 'Quiet spaces',
    text: "A quiet room or corner near every venue, such as the Rowan Quiet Room (G.14) with soft seating and dimmed lighting. Each venue's details say where its nearest one is.",
  },
];

/** The general notes (attendee.md §2). */
export const ROOM_EQUIPMENT: readonly string[] = [
  'PC/laptop connection',
  'Large screen',
  'USB',
  'Amplified speakers',
  'Wi-Fi',
  'Bluetooth speaker for AAC presenters',
];
