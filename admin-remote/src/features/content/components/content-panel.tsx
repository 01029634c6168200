import { announce, MessageBanner } from '@cc/design-system';
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { goToAdminTab } from '../../../lib/admin-hash';
import type { AdminTabPanelProps } from '../../../lib/admin-tab-panel';
import type { Notify, NotifyTone } from '../types/notify';
import { messages } from '../utils/messages';
import { AnnouncementsSection } from './announcements-section';
import { ContentQuestionsSection } from './content-questions-section';
import { ContentSessionsSection } from './content-sessions-section';
import { SponsorsSection } from './sponsors-section';
import { StarterPhrasesSection } from './starter-phrases-section';
import './content.css';

const SECTIONS = [
  { id: 'announcements', label: 'Announcements' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'questions', label: 'Questions' },
  { id: 'sponsors', label: 'Sponsors' },
  { id: 'phrases', label: 'Starter phrases' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const isSection = (value: string | undefined): value is SectionId => SECTIONS.some((section) => section.id === value);

/**
 * The Content tab (admin.md §2 "Content moderation"): sub-tabs Announcements, Sessions, Questions,
 * Sponsors and Starter phrases (issue 26) as a WAI-ARIA tablist (Radix Tabs). The sub-tab is kept in the hash ('section'), so a link can
 * open one, and 'action=create' opens the Create Announcement form.
 */
export default function ContentPanel({ params }: AdminTabPanelProps) {
  const section: SectionId = isSection(params.section) ? params.section : 'announcements';
  const [message, setMessage] = useState<{ tone: NotifyTone; text: string } | null>(null);
  const headingId = useId();

  const notify: Notify = (tone, text) => {
    setMessage({ tone, text });
    announce(text, tone === 'error' ? 'assertive' : 'polite');
  };

  return (
    <section className="cc-content ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.heading}</h2>
      {message && (
        <MessageBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </MessageBanner>
      )}
      <Tabs.Root
        value={section}
        onValueChange={(id) => {
          setMessage(null);
          goToAdminTab('content', { section: id }, 'replace');
        }}
        activationMode="automatic"
      >
        <Tabs.List className="cc-content-tabs__list" aria-label="Content sections">
          {SECTIONS.map(({ id, label }) => (
            <Tabs.Trigger key={id} value={id} className="cc-content-tabs__tab">
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="announcements" className="cc-content-tabs__panel">
          <AnnouncementsSection notify={notify} startCreating={params.action === 'create'} />
        </Tabs.Content>
        <Tabs.Content value="sessions" className="cc-content-tabs__panel">
          <ContentSessionsSection notify={notify} />
        </Tabs.Content>
        <Tabs.Content value="questions" className="cc-content-tabs__panel">
          <ContentQuestionsSection notify={notify} />
        </Tabs.Content>
        <Tabs.Content value="sponsors" className="cc-content-tabs__panel">
          <SponsorsSection notify={notify} />
        </Tabs.Content>
        <Tabs.Content value="phrases" className="cc-content-tabs__panel">
          <StarterPhrasesSection notify={notify} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
