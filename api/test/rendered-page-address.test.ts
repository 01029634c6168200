/**
 * The rendered-page cache's key (issue 36): an address reduced to its path and the query parameters its page
 * reads. Q&A's sort and status are fixed choices: only a value that draws another page is kept.
 */
import { describe, expect, it } from 'vitest';
import { pageAddress } from '../src/modules/ssr/rendered-pages';

describe('pageAddress', () => {
  it("keeps Q&A's search, sort and status, sorted, and drops every other parameter", () => {
    expect(pageAddress('/qa?utm_source=x&status=answered&sort=popular&q=lifts')).toBe(
      '/qa?q=lifts&sort=popular&status=answered',
    );
    expect(pageAddress('/qa/12/?sort=oldest&status=unanswered#top')).toBe('/qa/12?sort=oldest&status=unanswered');
    // A session's Q&A by track label, as /qa/:key is served.
    expect(pageAddress('/qa/P12?status=popular')).toBe('/qa/P12?status=popular');
  });

  it('drops a sort or status the page does not know, and the defaults, which draw the page without them', () => {
    expect(pageAddress('/qa?sort=loudest&status=everything')).toBe('/qa');
    expect(pageAddress('/qa?sort=newest&status=all&q=')).toBe('/qa');
    expect(pageAddress('/qa?q=ramp&sort=newest&status=all')).toBe('/qa?q=ramp');
    // A repeated one reads as its first, as the page's URLSearchParams.get reads it.
    expect(pageAddress('/qa?status=answered&status=popular')).toBe('/qa?status=answered');
    expect(pageAddress('/qa?status=bogus&status=answered')).toBe('/qa');
  });

  it('keeps any value of a free parameter, and nothing for a page that reads none', () => {
    expect(pageAddress('/programme?track=P1&day=Tuesday&sort=popular')).toBe('/programme?day=Tuesday&track=P1');
    expect(pageAddress('/speakers?q=ann&status=answered')).toBe('/speakers?q=ann');
    expect(pageAddress('/about?status=answered')).toBe('/about');
  });
});
