import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminTabId } from '../lib/admin-hash';
import type { AdminTabPanelProps } from '../lib/admin-tab-panel';

export interface AdminTab {
  id: AdminTabId;
  label: string;
  /** Loaded when the tab is first shown, so each tab is its own chunk. */
  panel: LazyExoticComponent<ComponentType<AdminTabPanelProps>>;
}

/** The admin tabs in order (admin.md §2 Route and shell). Each feature owns its panel's file. */
export const adminTabs: readonly AdminTab[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    panel: lazy(() => import('../features/dashboard/components/dashboard-panel')),
  },
  {
    id: 'sessions',
    label: 'Sessions',
    panel: lazy(() => import('../features/sessions-table/components/sessions-panel')),
  },
  {
    id: 'questions',
    label: 'Q&A',
    panel: lazy(() => import('../features/questions-moderation/components/questions-panel')),
  },
  {
    id: 'urls',
    label: 'Presenter URLs',
    panel: lazy(() => import('../features/presenter-urls/components/presenter-urls-panel')),
  },
  {
    id: 'content',
    label: 'Content',
    panel: lazy(() => import('../features/content/components/content-panel')),
  },
  {
    id: 'users',
    label: 'Users',
    panel: lazy(() => import('./users-tab')),
  },
  {
    id: 'analytics',
    label: 'Analytics',
    panel: lazy(() => import('../features/analytics/components/analytics-panel')),
  },
  {
    id: 'venues',
    label: 'Venues',
    panel: lazy(() => import('../features/venues/components/venues-panel')),
  },
  {
    id: 'speakers',
    label: 'Speakers',
    panel: lazy(() => import('../features/speakers/components/speakers-panel')),
  },
  {
    id: 'audit',
    label: 'Audit log',
    panel: lazy(() => import('../features/audit-log/components/audit-log-panel')),
  },
];
