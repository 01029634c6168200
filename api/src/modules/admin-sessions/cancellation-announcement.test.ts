import { describe, expect, it } from 'vitest';
import { cancellationAnnouncement, scheduledAt } from './cancellation-announcement';

describe('scheduledAt', () => {
  it('names the day, date and start time', () => {
    expect(scheduledAt('2027-09-14', '12:15:00')).toBe('Tuesday 14 September 2027 at 12:15');
  });
  it('falls back to what is known', () => {
    expect(scheduledAt(null, '09:05')).toBe('09:05');
    expect(scheduledAt('2027-09-13', null)).toBe('Monday 13 September 2027');
    expect(scheduledAt(null, null)).toBeNull();
  });
});

describe('cancellationAnnouncement', () => {
  const session = { id: 42, title: ' Eye gaze in the classroom ', sessionDate: '2027-09-14', startTime: '12:15:00' };

  it("titles it 'Session Cancelled: {title}', important, under Schedule with a link to the session (issue 27)", () => {
    const announcement = cancellationAnnouncement(session);
    expect(announcement).toEqual({
      title: 'Session Cancelled: Eye gaze in the classroom',
      summary: 'Session "Eye gaze in the classroom" has been cancelled',
      content:
        'The session "Eye gaze in the classroom" scheduled for Tuesday 14 September 2027 at 12:15 has been cancelled.',
      priority: 'important',
      category: 'schedule',
      actionUrl: '/session/42',
      actionText: 'View session',
    });
  });

  it("adds a 'Reason:' line when a reason is given, and none for a blank one", () => {
    expect(cancellationAnnouncement(session, '  Presenter unwell ').content).toMatch(
      /cancelled\.\n\nReason: Presenter unwell$/,
    );
    expect(cancellationAnnouncement(session, '   ').content).not.toContain('Reason:');
  });

  it('leaves the time out when the session has none', () => {
    expect(cancellationAnnouncement({ id: 7, title: 'Fringe', sessionDate: null, startTime: null }).content).toBe(
      'The session "Fringe" has been cancelled.',
    );
  });
});
