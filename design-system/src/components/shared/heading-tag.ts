export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Components take a heading level so they fit the page's outline wherever they are placed. */
export function headingTag(level: HeadingLevel): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${level}`;
}
