import type { PublicUser } from '@cc/api/contract';
import { announce, LoadingIndicator } from '@cc/design-system';
import * as Tabs from '@radix-ui/react-tabs';
import { Suspense, useEffect, useRef } from 'react';
import { type AdminTabId, goToAdminTab } from '../lib/admin-hash';
import { type AdminTab, adminTabs } from './admin-tabs';
import { TabErrorBoundary } from './tab-error-boundary';
import { useAdminLocation } from './use-admin-location';

/**
 * The admin tabs: a WAI-ARIA tablist (Radix Tabs: arrow keys move and select, Home/End go to the ends,
 * Tab moves into the panel). The active tab lives in the URL hash; a change is announced.
 */
export function AdminTabsView({ user }: { user: PublicUser }) {
  const { tab: active, params } = useAdminLocation();
  // Every tab id has a tab in the registry; the first is the fallback for a registry out of step.
  const current = adminTabs.find((tab) => tab.id === active) ?? (adminTabs[0] as AdminTab);
  const listRef = useRef<HTMLDivElement>(null);
  const panels = useRef(new Map<string, HTMLDivElement>());

  // On every change after the first view (not when the page opens): announce 'Switched to {label} tab', and
  // when the change came from elsewhere (a link or button in a panel, Back/Forward) rather than the tablist,
  // focus the new panel: the control that was used has gone with the old panel.
  const shown = useRef(current.id);
  useEffect(() => {
    if (shown.current === current.id) return;
    shown.current = current.id;
    announce(`Switched to ${current.label} tab`);
    if (!listRef.current?.contains(document.activeElement)) panels.current.get(current.id)?.focus();
  }, [current]);

  return (
    <Tabs.Root
      className="cc-admin-tabs"
      value={current.id}
      onValueChange={(id) => goToAdminTab(id as AdminTabId, {}, 'replace')}
      activationMode="automatic"
    >
      <Tabs.List ref={listRef} className="cc-admin-tabs__list" aria-label="Admin sections">
        {adminTabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className="cc-admin-tabs__tab">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {adminTabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          className="cc-admin-tabs__panel"
          ref={(element) => {
            if (element) panels.current.set(tab.id, element);
            else panels.current.delete(tab.id);
          }}
        >
          {/* Radix renders a panel's content only while its tab is selected. */}
          <TabErrorBoundary label={tab.label}>
            <Suspense fallback={<LoadingIndicator message={`Loading ${tab.label}...`} />}>
              <tab.panel params={params} user={user} />
            </Suspense>
          </TabErrorBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
