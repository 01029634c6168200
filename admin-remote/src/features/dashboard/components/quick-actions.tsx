import { Button } from '@cc/design-system';
import { type AdminHashParams, type AdminTabId, goToAdminTab } from '../../../lib/admin-hash';

// Each opens what it names (BEYOND D8).
const actions: { label: string; tab: AdminTabId; params: AdminHashParams }[] = [
  { label: 'Create Announcement', tab: 'content', params: { section: 'announcements', action: 'create' } },
  { label: 'Review Pending Questions', tab: 'questions', params: { status: 'pending' } },
  { label: 'Review Presenter URLs', tab: 'urls', params: { section: 'pending' } },
  { label: 'Manage Sessions', tab: 'sessions', params: {} },
];

export function QuickActions() {
  return (
    <section className="cc-dash__section" aria-labelledby="cc-dash-actions">
      <h3 id="cc-dash-actions">Quick Actions</h3>
      <ul className="cc-dash__actions">
        {actions.map((action) => (
          <li key={action.label}>
            <Button variant="secondary" onClick={() => goToAdminTab(action.tab, action.params)}>
              {action.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
