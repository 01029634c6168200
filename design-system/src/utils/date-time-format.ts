const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-GB Intl.DateTimeFormat with these options, made once and kept. Making one costs far more than using it
 * (about half a millisecond on a phone), and pages format a date for every one of a hundred sessions or more.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', options);
    formats.set(key, format);
  }
  return format;
}
