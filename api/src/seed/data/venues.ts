import type { SeedVenue } from './types.js';

/**
 * The ten conference venues on the (fictional) Northgate University campus, in five buildings.
 * Capacities follow the spec, in its order: 390, 80, 59, 26, 67, 90, 60, 180, 50, 52.
 * Then the three other places the programme uses (registration, the conference dinner, a meeting point), so that
 * every place a session is in has access details (issue 18).
 */

/** Every room has these (attendee.md §2, Venue map general notes). */
const standardFacilities = [
  'PC/laptop connection (HDMI and USB-C)',
  'Large screen',
  'USB ports for presenters',
  'Amplified speakers',
  'Free Wi-Fi (eduroam and NorthgateGuest)',
  'Bluetooth speaker for AAC presenters',
];

export const seedVenues: SeedVenue[] = [
  {
    slug: 'rowan-auditorium',
    name: 'Rowan Auditorium',
    building: 'Rowan Centre',
    description:
      "The main auditorium for keynotes, the plenary and the members' meeting. Raked seating with a level front section, a wide stage reached by a ramp, and live captions shown on a second screen beside the main one.",
    capacity: 390,
    accessibility:
      'Level entry from Central Square. Twelve wheelchair spaces in the level front section and six at the rear, each with a companion seat. Ramp to the stage with handrails. Live captioning and BSL interpretation at keynotes.',
    facilities: [
      ...standardFacilities,
      'Second screen for live captions',
      'Lectern with adjustable height',
      'Radio microphones (handheld and lapel)',
      'Stage ramp',
    ],
    location: 'Rowan Centre, ground floor, north side of Central Square',
    stepFreeRoute:
      'From the main drop-off point on Campus Drive, follow the level paved path across Central Square to the Rowan Centre main doors (automatic, 1.8 m wide). The auditorium doors are straight ahead, 20 m from the entrance.',
    lifts:
      'The auditorium is on the ground floor, so no lift is needed. A lift (1.1 m x 1.4 m, voice announcements) beside reception serves the first-floor balcony and Rowan Seminar Room 2.',
    toilets:
      'Accessible toilets on the ground floor beside reception and on the first floor next to the lift. A Changing Places toilet with hoist and adult-sized changing bench is on the ground floor, east corridor.',
    hearingLoop:
      "Induction loop covers the whole seating area; set hearing aids to T. Portable infrared receivers with neckloops are available from the technician's desk at the back.",
    quietSpace:
      'The Rowan Quiet Room (G.14), 30 m along the east corridor, has dimmed lighting, soft seating and no music. It is open throughout both days.',
  },
  {
    slug: 'rowan-seminar-room-2',
    name: 'Rowan Seminar Room 2',
    building: 'Rowan Centre',
    description:
      'A flat-floored seminar room with movable tables, used for workshops and hands-on sessions. Good daylight with blackout blinds.',
    capacity: 80,
    accessibility:
      'Step-free by lift. Flat floor throughout; tables can be moved to give wide turning space. Wheelchair spaces at the front and along the aisle.',
    facilities: [...standardFacilities, 'Movable tables', 'Flip charts', 'Blackout blinds'],
    location: 'Rowan Centre, first floor, room 1.05',
    stepFreeRoute:
      'Enter the Rowan Centre from Central Square (level, automatic doors), take the lift beside reception to the first floor, turn left; the room is the second door on the right.',
    lifts:
      'One passenger lift beside reception (1.1 m x 1.4 m, voice announcements, Braille buttons). If the lift is out of service, stewards will move the session to a ground-floor room.',
    toilets: 'Accessible toilet on the first floor next to the lift, 15 m from the room.',
    hearingLoop:
      'Fixed induction loop covering the whole room. A portable loop is also available for small-group work.',
    quietSpace: 'Rowan Quiet Room (G.14) on the ground floor, east corridor.',
  },
  {
    slug: 'ashworth-1-12',
    name: 'Ashworth Room 1.12',
    building: 'Ashworth Building',
    description:
      'A mid-sized teaching room with a tiered front row removed to give level wheelchair space. Used for presentations and panels.',
    capacity: 59,
    accessibility:
      'Step-free by lift. Level wheelchair space for four at the front; the rear rows are tiered. Door opens automatically with a push pad.',
    facilities: [...standardFacilities, 'Document camera'],
    location: 'Ashworth Building, first floor, east wing',
    stepFreeRoute:
      'The Ashworth Building accessible west entrance is at the south-west corner, facing the Kestrel Building (level, with a power-assisted door). From Central Square take the level path west past the Rowan Centre. Take lift A to the first floor and follow the east-wing signs.',
    lifts:
      'Lift A near the west entrance and lift B near the east stairs, both 1.1 m x 1.4 m with voice announcements.',
    toilets: 'Accessible toilets on every floor of the Ashworth Building, beside lift A.',
    hearingLoop: 'Fixed induction loop; the loop sign is beside the door.',
    quietSpace: 'Ashworth Reading Room (1.02) is set aside as a quiet room on the same floor.',
  },
  {
    slug: 'ashworth-1-14',
    name: 'Ashworth Room 1.14',
    building: 'Ashworth Building',
    description:
      'A small, carpeted room suited to small-group workshops, roundtables and try-out sessions with devices.',
    capacity: 26,
    accessibility:
      'Step-free by lift. Flat floor, one large table that can be removed on request. Lower lighting can be set for people sensitive to light.',
    facilities: [...standardFacilities, 'Dimmable lighting', 'Wall-mounted whiteboard'],
    location: 'Ashworth Building, first floor, east wing (next to 1.12)',
    stepFreeRoute:
      'Use the level west entrance of the Ashworth Building, take lift A to the first floor and follow the east-wing signs; the room is next to Room 1.12.',
    lifts: 'Lift A near the west entrance (voice announcements, Braille buttons).',
    toilets: 'Accessible toilet beside lift A on the first floor, about 25 m away.',
    hearingLoop: 'Portable induction loop set up for every session; ask the steward to check it is on.',
    quietSpace: 'Ashworth Reading Room (1.02), same floor.',
  },
  {
    slug: 'ashworth-2-01',
    name: 'Ashworth Room 2.01',
    building: 'Ashworth Building',
    description:
      'A bright second-floor room with views over the lake, used for presentations, panels and research papers.',
    capacity: 67,
    accessibility:
      'Step-free by lift. Flat floor with wheelchair spaces at the front and rear. Two adjustable-height tables for device set-up.',
    facilities: [...standardFacilities, 'Two adjustable-height tables', 'Document camera'],
    location: 'Ashworth Building, second floor, lake side',
    stepFreeRoute:
      'Use the level west entrance of the Ashworth Building, take lift A or B to the second floor; the room is opposite the lifts.',
    lifts: 'Lifts A and B both serve the second floor (1.1 m x 1.4 m, voice announcements).',
    toilets: 'Accessible toilet on the second floor beside lift B.',
    hearingLoop: 'Fixed induction loop covering the whole room.',
    quietSpace: 'Ashworth Reading Room (1.02), one floor down by lift.',
  },
  {
    slug: 'linden-hall',
    name: 'Linden Hall',
    building: 'Linden Building',
    description:
      'A large flexible hall that holds the exhibition, the posters, refreshments and lunch. Seating for talks can be set out for up to 90 people.',
    capacity: 90,
    accessibility:
      'Level access from the Linden Building main entrance. Wide aisles (at least 1.5 m) between exhibition stands and poster boards. Poster boards are set low enough to be read from a wheelchair.',
    facilities: [
      ...standardFacilities,
      'Poster boards (34, lowered height)',
      'Exhibition stands with power',
      'Catering points with a low-level counter',
    ],
    location: 'Linden Building, ground floor, south of Central Square',
    stepFreeRoute:
      'From Central Square follow the level covered walkway south to the Linden Building; the main entrance has automatic sliding doors and the hall is straight ahead.',
    lifts:
      'Linden Hall is on the ground floor. The Linden Building lift (beside the stairs) serves the first-floor Linden Studio.',
    toilets:
      "Accessible toilets at both ends of the hall; a Changing Places toilet is in the Rowan Centre (3 minutes' walk, covered route).",
    hearingLoop:
      'Induction loop at the registration and information desk and at the catering counter. The hall itself is not looped; a portable loop is used for talks.',
    quietSpace:
      'A low-stimulus area with screens and soft seating is marked off in the north-east corner of the hall during lunch and breaks.',
  },
  {
    slug: 'linden-studio',
    name: 'Linden Studio',
    building: 'Linden Building',
    description:
      'A black-box studio with flexible seating, good for workshops, demonstrations and performances by AAC users.',
    capacity: 60,
    accessibility:
      'Step-free by lift. Flat floor with no fixed seating, so wheelchair users can sit anywhere. Stage lighting can be turned down on request.',
    facilities: [
      ...standardFacilities,
      'Flexible seating',
      'Stage lighting with dimmer',
      'Mounting points for device stands',
    ],
    location: 'Linden Building, first floor',
    stepFreeRoute:
      'Enter the Linden Building by the level main entrance, take the lift beside the stairs to the first floor; the studio doors are opposite the lift.',
    lifts: 'One lift beside the main stairs (1.2 m x 1.5 m, voice announcements).',
    toilets: 'Accessible toilet on the first floor, to the left of the lift.',
    hearingLoop: 'Fixed induction loop around the floor area.',
    quietSpace: 'The Linden Green Room (1.03), next to the studio, is kept as a quiet room.',
  },
  {
    slug: 'kestrel-lecture-theatre',
    name: 'Kestrel Lecture Theatre',
    building: 'Kestrel Building',
    description:
      'A modern lecture theatre used for large parallel sessions and the research evidence session. Level access at both the front and the back.',
    capacity: 180,
    accessibility:
      'Level entrances at the front (ground floor) and rear (first floor). Eight wheelchair spaces at the front and four at the back. Fixed desks have two removable sections for power chairs.',
    facilities: [...standardFacilities, 'Lecture capture', 'Radio microphones', 'Second screen for live captions'],
    location: 'Kestrel Building, ground floor, west of Central Square',
    stepFreeRoute:
      'From Central Square take the level path west past the lake to the Kestrel Building; the accessible entrance (automatic doors) is on the east side. The front of the theatre is straight ahead.',
    lifts: 'Kestrel Building lift by the east entrance serves the first floor and the rear entrance of the theatre.',
    toilets: 'Accessible toilets on the ground and first floors, both next to the lift.',
    hearingLoop: 'Induction loop throughout the seating; lecture capture audio also goes to the loop.',
    quietSpace: 'Kestrel Room G.07, opposite the theatre, is a quiet room during the conference.',
  },
  {
    slug: 'kestrel-g05',
    name: 'Kestrel Room G.05',
    building: 'Kestrel Building',
    description:
      'A ground-floor seminar room with movable furniture and a sink, handy for hands-on symbol and low-tech AAC workshops.',
    capacity: 50,
    accessibility:
      'Level access on the ground floor; no lift needed. Movable tables and chairs, clear floor space of 2 m by the door.',
    facilities: [...standardFacilities, 'Movable furniture', 'Sink and worktop', 'Laminator on request'],
    location: 'Kestrel Building, ground floor, next to the lecture theatre',
    stepFreeRoute:
      'Use the level east entrance of the Kestrel Building (automatic doors); G.05 is the first room on the left after the lecture theatre.',
    lifts: 'Not needed (ground floor). The building lift is by the east entrance.',
    toilets: 'Accessible toilet on the ground floor next to the lift, 10 m away.',
    hearingLoop: 'Portable induction loop set up for each session.',
    quietSpace: 'Kestrel Room G.07, across the corridor.',
  },
  {
    slug: 'meridian-suite',
    name: 'Meridian Suite',
    building: 'Meridian House',
    description:
      'A carpeted meeting suite in Meridian House, close to the accessible car park, used for smaller presentations and roundtables.',
    capacity: 52,
    accessibility:
      'Level access from the accessible car park (Car Park B). Flat floor, cabaret tables with space between them for wheelchairs and walking frames.',
    facilities: [...standardFacilities, 'Cabaret tables', 'Roundtable microphones'],
    location: 'Meridian House, ground floor, east of Central Square beside Car Park B',
    stepFreeRoute:
      'From Car Park B (12 blue-badge bays) follow the level path 40 m to the Meridian House entrance (power-assisted door). From Central Square, take the gently sloping path east (gradient 1:20, handrails both sides).',
    lifts: 'The suite is on the ground floor; no lift needed.',
    toilets: "Accessible toilet inside the suite's lobby.",
    hearingLoop: 'Fixed induction loop; roundtable microphones also feed the loop.',
    quietSpace: 'The Meridian Library corner, off the lobby, is kept quiet during sessions.',
  },
  {
    slug: 'rowan-centre-foyer',
    name: 'Rowan Centre foyer',
    building: 'Rowan Centre',
    description:
      'The entrance hall of the Rowan Centre, where registration, the help desk and the cloakroom are. Busy before the first session each morning.',
    capacity: 150,
    accessibility:
      'Level entry through automatic doors. The registration desk has a lowered section for wheelchair users, a hearing loop and a seat for anyone who needs to sit while they wait.',
    facilities: ['Registration and help desk', 'Cloakroom', 'Large-print and symbol-supported programmes', 'Seating'],
    location: 'Rowan Centre, ground floor, main entrance on Central Square',
    stepFreeRoute:
      'From the main drop-off point on Campus Drive, follow the level paved path north across Central Square to the Rowan Centre main doors (automatic, 1.8 m wide); the foyer is inside the doors.',
    lifts:
      'Not needed: the foyer is on the ground floor. The lift to the first floor is beside reception (1.1 m x 1.4 m, voice announcements).',
    toilets:
      'Accessible toilet beside reception; a Changing Places toilet with hoist is along the east corridor, 30 m away.',
    hearingLoop: 'Counter loop at the registration and help desk; set hearing aids to T.',
    quietSpace:
      'The Rowan Quiet Room (G.14), 30 m along the east corridor, for anyone who finds the busy foyer too much.',
  },
  {
    slug: 'northgate-boathouse',
    name: 'Northgate Boathouse',
    building: 'Northgate Boathouse',
    description:
      'The university boathouse by the lake, with a dining room and terrace. The conference dinner is held here.',
    capacity: 160,
    accessibility:
      'Level entry from the lakeside path. One open-plan dining room on the ground floor, tables with space between them for wheelchairs, and a lowered section of the bar.',
    facilities: ['Dining room and terrace', 'Bar with lowered section', 'Portable microphone for speeches'],
    location: 'By the lake, south-east of Linden Building, at the end of the lakeside path',
    stepFreeRoute:
      'From Linden Hall, follow the level lakeside path south-east for about 400 m (lit, tarmac, benches every 100 m). An accessible minibus runs from the information point on request.',
    lifts: 'Not needed: everything is on the ground floor.',
    toilets: 'Accessible toilet beside the entrance lobby, with an alarm cord reaching the floor.',
    hearingLoop: 'Portable induction loop at the speeches table; ask a steward to switch it on.',
    quietSpace: 'The Boathouse library room, off the lobby, is kept quiet throughout the dinner.',
  },
  {
    slug: 'central-square-information-point',
    name: 'Central Square information point',
    building: 'Central Square',
    description:
      'The staffed information point in the middle of Central Square, where guided walks start and the minibus can be booked.',
    capacity: 30,
    accessibility:
      'Outdoors on level paving, under a canopy. The desk has a lowered section; stewards can bring a chair.',
    facilities: ['Staffed desk', 'Minibus booking', 'Printed campus maps (large print on request)'],
    location: 'Central Square, beside the emergency assembly lawn',
    stepFreeRoute:
      'From the main drop-off on Campus Drive, follow the level path north into Central Square; the information point is on the left of the lawn.',
    lifts: 'Not needed: it is outdoors at ground level.',
    toilets: 'The nearest accessible toilet is in the Rowan Centre foyer, a 2-minute level walk north.',
    hearingLoop: 'Counter loop at the desk; set hearing aids to T.',
    quietSpace: 'The Rowan Quiet Room (G.14), inside the Rowan Centre, a 3-minute level walk.',
  },
];
