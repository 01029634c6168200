import type { ExampleSet } from '../shared/example-set';
import { Badge, CountBadge } from './badge';

export const badgeExamples: ExampleSet = {
  neutral: <Badge>Track 1.1</Badge>,
  info: <Badge tone="info">Workshop</Badge>,
  success: <Badge tone="success">Answered</Badge>,
  warning: <Badge tone="warning">Pending</Badge>,
  danger: <Badge tone="danger">CANCELLED</Badge>,
  count: (
    <a href="/announcements">
      News <CountBadge count={4} label="4 unread announcements" />
    </a>
  ),
  countCapped: (
    <a href="/announcements">
      News <CountBadge count={150} label="150 unread announcements" />
    </a>
  ),
  countZero: (
    <a href="/announcements">
      News <CountBadge count={0} label="No unread announcements" />
    </a>
  ),
};
