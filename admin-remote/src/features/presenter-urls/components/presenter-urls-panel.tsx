import { Alert, Button, EmptyState, LoadingIndicator, MessageBanner } from '@cc/design-system';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminHashParams } from '../../../lib/admin-hash';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { presenterUrlsQueryKey, usePresenterUrls } from '../api/get-presenter-urls';
import { messages } from '../utils/messages';
import { type Outcome, PresenterUrlCard } from './presenter-url-card';

type Section = 'pending' | 'all';

function fromParams(params: AdminHashParams) {
  const item = Number(params.item);
  return {
    section: params.section === 'pending' || params.section === 'all' ? (params.section as Section) : null,
    item: Number.isInteger(item) && item > 0 ? item : null,
  };
}

/** The Presenter URLs tab (admin.md §2, §4, §8): Pending (n) and All URLs (n), moderated on the server. */
export default function PresenterUrlsPanel({ params }: { params: AdminHashParams }) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('moderation', () => {
    void queryClient.invalidateQueries({ queryKey: presenterUrlsQueryKey });
  });
  const query = usePresenterUrls({ poll: live !== 'live' });

  const initial = fromParams(params);
  const [section, setSection] = useState<Section>(initial.section ?? 'pending');
  const [focusItem, setFocusItem] = useState<number | null>(initial.item);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [focusOutcome, setFocusOutcome] = useState(false);

  // A later hash (the dashboard's Review or view-all) applies its sub-tab and item too.
  const [seenParams, setSeenParams] = useState(params);
  if (seenParams !== params) {
    setSeenParams(params);
    const next = fromParams(params);
    if (next.section) setSection(next.section);
    if (next.item) setFocusItem(next.item);
  }

  const data = query.data;
  const pending = data?.urls.filter((url) => url.status === 'pending') ?? [];
  const all = data?.urls ?? [];

  // The item asked for: shown in Pending while it waits, else under All URLs; its heading takes focus.
  const itemHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusItem === null || !data) return;
    const url = data.urls.find((u) => u.id === focusItem);
    if (url && url.status !== 'pending' && section === 'pending') {
      setSection('all');
      return;
    }
    itemHeading.current?.focus();
    itemHeading.current?.scrollIntoView?.({ block: 'start' });
    setFocusItem(null);
  }, [focusItem, data, section]);

  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOutcome) return;
    outcomeRef.current?.focus();
    setFocusOutcome(false);
  }, [focusOutcome]);
  const showOutcome = (next: Outcome) => {
    setOutcome(next);
    setFocusOutcome(true);
  };

  const list = (urls: typeof all, empty: string) =>
    urls.length === 0 ? (
      <EmptyState heading={empty} headingLevel={3} />
    ) : (
      <ul className="cc-url__list">
        {urls.map((url) => (
          <li key={url.id}>
            <PresenterUrlCard
              url={url}
              onOutcome={showOutcome}
              headingRef={url.id === focusItem ? itemHeading : undefined}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="cc-urls" aria-labelledby="cc-urls-heading">
      <h2 id="cc-urls-heading">Presenter URL Moderation</h2>

      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="cc-qa__outcome">
          <MessageBanner tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </MessageBanner>
        </div>
      )}

      {query.isPending && <LoadingIndicator message="Loading URLs..." />}
      {query.isError && (
        <div className="cc-dash__error">
          <Alert tone="error">{messages.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && (
        <Tabs.Root value={section} onValueChange={(value) => setSection(value as Section)}>
          <Tabs.List className="cc-admin-tabs__list" aria-label="Presenter URLs">
            <Tabs.Trigger value="pending" className="cc-admin-tabs__tab">
              Pending ({data.counts.pending})
            </Tabs.Trigger>
            <Tabs.Trigger value="all" className="cc-admin-tabs__tab">
              All URLs ({data.counts.total})
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="pending" className="cc-admin-tabs__panel">
            {list(pending, 'No URLs are waiting for review')}
          </Tabs.Content>
          <Tabs.Content value="all" className="cc-admin-tabs__panel">
            {list(all, 'No presenter URLs have been submitted yet')}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}
