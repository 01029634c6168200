import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { conferenceDatesText, HOME_INTRO_TEXT, HomeIntro } from './home-intro';
import { homeIntroExamples } from './home-intro.examples';

describeExamples('HomeIntro', homeIntroExamples);

describe('HomeIntro', () => {
  it('names the conference in the one <h1>, with its dates and venue, then the introduction', () => {
    render(
      <HomeIntro name="Speaking Up 2031" days={[{ date: '2031-06-02' }, { date: '2031-06-03' }]} venueName="Hall" />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Speaking Up 2031']);
    expect(screen.getByText(/Monday 2 – Tuesday 3 June 2031/).textContent).toBe(
      'Monday 2 – Tuesday 3 June 2031 · , Hall',
    );
    expect(screen.getByText(HOME_INTRO_TEXT)).toBeTruthy();
  });

  it('says Welcome, without a dates line, while the conference is not known', () => {
    const { container } = render(<HomeIntro />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('conferenceDatesText', () => {
  it('writes the days British style, shortest within one month', () => {
    expect(conferenceDatesText([{ date: '2027-09-13' }])).toBe('Monday 13 September 2027');
    expect(conferenceDatesText([{ date: '2027-09-13' }, { date: '2027-09-14' }])).toBe(
      'Monday 13 – Tuesday 14 September 2027',
    );
    expect(conferenceDatesText([{ date: '2027-09-30' }, { date: '2027-10-01' }])).toBe(
      'Thursday 30 September – Friday 1 October 2027',
    );
    expect(conferenceDatesText([{ date: '2027-12-31' }, { date: '2028-01-01' }])).toBe(
      'Friday 31 December 2027 – Saturday 1 January 2028',
    );
    expect(conferenceDatesText([])).toBe('');
  });
});
