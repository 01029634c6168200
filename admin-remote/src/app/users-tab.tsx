import { ChairSettingsSection } from '../features/chair-settings/components/chair-settings-section';
import { SessionChairsSection } from '../features/session-chairs/components/session-chairs-section';
import UsersPanel from '../features/users/components/users-panel';
import type { AdminTabPanelProps } from '../lib/admin-tab-panel';

/**
 * The Users tab: admin accounts (users feature), then who chairs which session (session-chairs feature), then the
 * chair's view setting (chair-settings feature).
 */
export default function UsersTab(_props: AdminTabPanelProps) {
  return (
    <>
      <UsersPanel />
      <SessionChairsSection />
      <ChairSettingsSection />
    </>
  );
}
