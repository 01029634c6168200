import { CountBadge } from '@cc/design-system';
import { useAnnouncements } from '../api/get-announcements';
import { useReadState } from '../api/read-state';
import { useAnnouncementsLive } from '../hooks/use-announcements-live';

/** The navigation's News badge: unread announcements, red, 99+ above 99; live. Nothing while zero or unknown. */
export function NewsUnreadBadge() {
  const announcements = useAnnouncements();
  const reads = useReadState();
  useAnnouncementsLive();
  if (!announcements.data || !reads.data) return null;
  const read = new Set(reads.data.ids);
  const count = announcements.data.announcements.filter((a) => !read.has(a.id)).length;
  return <CountBadge count={count} label={count === 1 ? '1 unread announcement' : `${count} unread announcements`} />;
}
