const CHUNKS = /\d+|\D+/g;

/**
 * Orders track codes as a person reads them: digits by their value, so 1.10 follows 1.9 and P10 follows P9;
 * numbers before words; letters without regard to case. This is Intl.Collator's numeric ordering for the plain
 * codes a programme has, without starting Intl on the programme's first draw (see calendar-date.ts in the design
 * system for what that costs).
 */
export function naturalCompare(a: string, b: string): number {
  const left = a.toLowerCase().match(CHUNKS) ?? [];
  const right = b.toLowerCase().match(CHUNKS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const xNumber = isDigits(x);
    const yNumber = isDigits(y);
    if (xNumber && yNumber) return Number(x) - Number(y) || x.length - y.length;
    if (xNumber !== yNumber) return xNumber ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

function isDigits(chunk: string): boolean {
  const code = chunk.charCodeAt(0);
  return code >= 48 && code <= 57;
}
