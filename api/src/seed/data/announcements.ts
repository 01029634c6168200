import type { SeedAnnouncement } from './types.js';

/** News for Talking Together 2027 (fictional). created_at = seed time minus hoursAgo. */
export const seedAnnouncements: SeedAnnouncement[] = [
  {
    title: 'Lift out of service in the Ashworth Building',
    summary: 'Lift B in the Ashworth Building is out of service. Use lift A by the west entrance.',
    content:
      'Lift B (by the east stairs) in the Ashworth Building is out of service until further notice. Lift A, beside the accessible west entrance, is working and serves all floors, including Rooms 1.12, 1.14 and 2.01.\n\n' +
      'If you need help getting to a session, ask any steward in a green lanyard or go to the information point. Sessions will be moved to a ground-floor room if lift A also stops working.',
    priority: 'urgent',
    category: 'venue',
    actionUrl: '/map',
    actionText: 'See step-free routes',
    hoursAgo: 0.5,
  },
  {
    title: 'Session 7.6 cancelled: Backups, updates and lost vocabularies',
    summary: 'This workshop will run as a free webinar in October instead.',
    content:
      'Unfortunately the Tuesday workshop "Backups, updates and lost vocabularies" (7.6, Meridian Suite) has been cancelled at short notice. It will run as a free online webinar in October; we will post the date and joining link here. If the session was in your agenda, it is now marked as cancelled.',
    priority: 'important',
    category: 'schedule',
    actionUrl: '/session/7.6',
    actionText: 'View session',
    hoursAgo: 3,
  },
  {
    title: 'Welcome to Talking Together 2027!',
    summary: null,
    content:
      'Welcome to Talking Together 2027 at the Northgate University campus. Registration opens at 08:00 on Monday in the Rowan Centre foyer. Large-print and symbol-supported programmes are available at registration, and this app works offline once loaded, so your agenda goes with you even where the Wi-Fi is weak.',
    priority: 'normal',
    category: 'general',
    actionUrl: null,
    actionText: null,
    hoursAgo: 50,
  },
  {
    title: 'Keynote moved to 09:30 on Monday',
    summary: 'The Monday keynote now starts at 09:30, after the welcome.',
    content:
      'The Monday keynote, "A voice of my own, twenty years on", now starts at 09:30 in the Rowan Auditorium, straight after the welcome and housekeeping at 09:15. The morning break is unchanged at 10:30.',
    priority: 'important',
    category: 'schedule',
    actionUrl: '/programme',
    actionText: null,
    hoursAgo: 26,
  },
  {
    title: 'Conference Wi-Fi',
    summary: 'Connect to NorthgateGuest; the password is on the back of your badge.',
    content:
      'Free Wi-Fi is available in every conference room. Connect to the network "NorthgateGuest" using the password printed on the back of your badge, or use eduroam if your home institution supports it. Bluetooth speakers for AAC presenters are set up in every room; ask the room technician to pair your device.',
    priority: 'normal',
    category: 'technical',
    actionUrl: null,
    actionText: null,
    hoursAgo: 20,
  },
  {
    title: 'Lunch and dietary needs',
    summary: 'Lunch is in Linden Hall; texture-modified meals can be ordered at registration.',
    content:
      'Lunch is served in Linden Hall on both days. Gluten-free, vegan, halal and texture-modified options (IDDSI levels 4–7) are available and clearly labelled. If you need a texture-modified meal, please tell the registration desk by 10:00 each day so the kitchen can prepare it. A low-level counter and table service are available on request.',
    priority: 'normal',
    category: 'catering',
    actionUrl: null,
    actionText: null,
    hoursAgo: 18,
  },
  {
    title: 'Accessible shuttle from Northgate station',
    summary: null,
    content:
      'A free wheelchair-accessible shuttle bus runs between Northgate railway station (front forecourt) and the Rowan Centre every 20 minutes from 07:30 to 09:30 and from 16:30 to 19:00 on both days. Book a guaranteed wheelchair space by emailing the conference team before 17:00 the day before.',
    priority: 'normal',
    category: 'transport',
    actionUrl: 'https://example.org/talking-together-2027/travel',
    actionText: 'Travel information',
    hoursAgo: 70,
  },
  {
    title: 'Blue-badge parking',
    summary: 'Car Park B beside Meridian House has 12 blue-badge bays.',
    content: 'Car Park B beside Meridian House has 12 blue-badge bays, with a level route to every building.',
    priority: 'normal',
    category: 'transport',
    actionUrl: '/map',
    actionText: 'Open the campus map',
    hoursAgo: 46,
  },
  {
    title: 'Posters: vote for the poster prize',
    summary: 'Pick your favourite poster by Tuesday 14:00.',
    content:
      'Every delegate can vote for the poster prize. Posters P1–P17 are up on Monday and P18–P34 on Tuesday in Linden Hall. Voting slips are at the information point, and you can also vote by telling any steward the poster number. The prize is presented at the closing session.',
    priority: 'normal',
    category: 'general',
    actionUrl: null,
    actionText: null,
    hoursAgo: 8,
  },
  {
    title: 'Fire alarm test on Tuesday at 10:15',
    summary: 'A short planned test of the fire alarm. No need to leave the building.',
    content:
      'There will be a planned test of the fire alarm in all conference buildings at about 10:15 on Tuesday, during the morning break. The alarm will sound for less than a minute and flashing beacons will show. You do not need to leave. If the alarm sounds at any other time, follow the stewards to the emergency assembly point on the Central Square lawn.',
    priority: 'important',
    category: 'venue',
    actionUrl: null,
    actionText: null,
    hoursAgo: 14,
  },
  {
    title: 'Quiet spaces',
    summary: null,
    content: 'Quiet rooms are open in every conference building throughout both days.',
    priority: 'normal',
    category: 'venue',
    actionUrl: '/map',
    actionText: 'Where to find them',
    hoursAgo: 40,
  },
];
