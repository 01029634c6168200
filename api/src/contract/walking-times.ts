/**
 * Step-free walking times on Northgate University campus (issue 18): My Agenda's clash warnings, the session
 * page's "getting there" line, and the "Leave by" of pushed reminders (issue 29), which the server writes, so the
 * table lives with the API's contract and both read the same numbers. Pure.
 */
/**
 * Minutes between the places of the programme, at an unhurried pace with lifts (wheelchair users, people with
 * walking aids). Central Square is the hub: Rowan to the north, Linden to the south, Kestrel to the west,
 * Meridian House to the east, Ashworth beyond it by the lake, and the Boathouse on the lake shore, a level
 * 400 m from Linden. Symmetric; listed once per pair.
 */
const BETWEEN_BUILDINGS: readonly (readonly [string, string, number])[] = [
  ['Rowan Centre', 'Linden Building', 6],
  ['Rowan Centre', 'Kestrel Building', 6],
  ['Rowan Centre', 'Meridian House', 7],
  ['Rowan Centre', 'Ashworth Building', 8],
  ['Linden Building', 'Kestrel Building', 6],
  ['Linden Building', 'Meridian House', 7],
  ['Linden Building', 'Ashworth Building', 9],
  ['Kestrel Building', 'Meridian House', 10],
  ['Kestrel Building', 'Ashworth Building', 12],
  ['Meridian House', 'Ashworth Building', 5],
  ['Central Square', 'Rowan Centre', 3],
  ['Central Square', 'Linden Building', 4],
  ['Central Square', 'Kestrel Building', 4],
  ['Central Square', 'Meridian House', 4],
  ['Central Square', 'Ashworth Building', 7],
  ['Northgate Boathouse', 'Linden Building', 6],
  ['Northgate Boathouse', 'Central Square', 9],
  ['Northgate Boathouse', 'Rowan Centre', 12],
  ['Northgate Boathouse', 'Kestrel Building', 11],
  ['Northgate Boathouse', 'Meridian House', 9],
  ['Northgate Boathouse', 'Ashworth Building', 8],
];

/** Another room in the same building (lifts, corridors). */
export const SAME_BUILDING_MINUTES = 2;

const key = (a: string, b: string) => [a.trim().toLowerCase(), b.trim().toLowerCase()].sort().join('\u0000');
const WALKS = new Map(BETWEEN_BUILDINGS.map(([a, b, minutes]) => [key(a, b), minutes]));

/** Minutes to get from one place to another; null when a building is unknown (then no walking check is made). */
export function walkingMinutes(
  from: { building: string | null; location: string | null },
  to: { building: string | null; location: string | null },
): number | null {
  if (!from.building || !to.building) return null;
  if (from.building.trim().toLowerCase() === to.building.trim().toLowerCase()) {
    const sameRoom = (from.location ?? '').trim().toLowerCase() === (to.location ?? '').trim().toLowerCase();
    return sameRoom ? 0 : SAME_BUILDING_MINUTES;
  }
  return WALKS.get(key(from.building, to.building)) ?? null;
}
