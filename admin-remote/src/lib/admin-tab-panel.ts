import type { PublicUser } from '@cc/api/contract';
import type { AdminHashParams } from './admin-hash';

/**
 * What every tab panel receives: the hash's parameters beyond the tab (see admin-hash.ts), e.g.
 * { section: 'announcements', action: 'create' } for Content, { status: 'pending', item: '12' } for Q&A.
 * Here rather than beside the tab list, which loads the panels: a panel importing it from there made a circle.
 */
export interface AdminTabPanelProps {
  params: AdminHashParams;
  /** The signed-in admin (always passed by the shell; optional so panels can be rendered alone in tests). */
  user?: PublicUser;
}
