import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Badge, CountBadge, formatBadgeCount } from './badge';
import { badgeExamples } from './badge.examples';

describeExamples('Badge', badgeExamples);

describe('Badge', () => {
  it('renders its tone class', () => {
    render(<Badge tone="danger">CANCELLED</Badge>);
    expect(screen.getByText('CANCELLED').className).toBe('ds-badge ds-badge--danger');
  });
});

describe('CountBadge', () => {
  it('caps the shown number at 99+ but gives the full label to screen readers', () => {
    render(
      <a href="/announcements">
        News <CountBadge count={150} label="150 unread announcements" />
      </a>,
    );
    expect(screen.getByText('99+').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'News 150 unread announcements' })).toBeTruthy();
  });

  it('shows 99 itself, and nothing for zero unless asked', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    const { container, rerender } = render(<CountBadge count={0} label="none" />);
    expect(container.innerHTML).toBe('');
    rerender(<CountBadge count={0} label="none" showZero />);
    expect(screen.getByText('0')).toBeTruthy();
  });
});
