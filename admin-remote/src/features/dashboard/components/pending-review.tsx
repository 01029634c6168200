import type { AdminDashboard } from '@cc/api/contract';
import { Button, truncate, VisuallyHidden } from '@cc/design-system';
import { buildAdminHash, goToAdminTab } from '../../../lib/admin-hash';
import { formatDateTime } from '../../../lib/format-datetime';
import { PREVIEW_LENGTH } from '../utils/question-status';

/** Pending Review Items (admin.md §2): the first 5 pending questions and URLs, each with Review, and view-all links. */
export function PendingReview({ dashboard }: { dashboard: AdminDashboard }) {
  const { pendingQuestions, pendingUrls } = dashboard;
  return (
    <section className="cc-dash__section" aria-labelledby="cc-dash-pending">
      <h3 id="cc-dash-pending">Pending Review Items</h3>
      <div className="cc-dash__pending">
        <section className="cc-dash__card" aria-labelledby="cc-dash-pending-questions">
          <h4 id="cc-dash-pending-questions">Pending Questions ({pendingQuestions.total})</h4>
          {pendingQuestions.items.length === 0 ? (
            <p>No questions are waiting for review.</p>
          ) : (
            <ul className="cc-dash__items">
              {pendingQuestions.items.map((question) => {
                const preview = truncate(question.text, PREVIEW_LENGTH);
                const asker = question.name ?? 'Anonymous';
                return (
                  <li key={question.id} className="cc-dash__item">
                    <p className="cc-dash__item-text">{preview}</p>
                    <p className="cc-dash__meta">
                      {asker}
                      {question.sessionTitle && <> · {question.sessionTitle}</>} ·{' '}
                      <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
                    </p>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => goToAdminTab('questions', { status: 'pending', item: String(question.id) })}
                    >
                      Review <VisuallyHidden>question from {asker}</VisuallyHidden>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <a href={buildAdminHash('questions', { status: 'pending' })}>
            View all pending questions <VisuallyHidden>({pendingQuestions.total})</VisuallyHidden>
          </a>
        </section>

        <section className="cc-dash__card" aria-labelledby="cc-dash-pending-urls">
          <h4 id="cc-dash-pending-urls">Pending URLs ({pendingUrls.total})</h4>
          {pendingUrls.items.length === 0 ? (
            <p>No presenter URLs are waiting for review.</p>
          ) : (
            <ul className="cc-dash__items">
              {pendingUrls.items.map((url) => (
                <li key={url.id} className="cc-dash__item">
                  <p className="cc-dash__item-text">
                    {url.presenterName} · {url.sessionTitle}
                  </p>
                  <p className="cc-dash__meta cc-dash__url">
                    {url.url} · <time dateTime={url.createdAt}>{formatDateTime(url.createdAt)}</time>
                  </p>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => goToAdminTab('urls', { section: 'pending', item: String(url.id) })}
                  >
                    Review <VisuallyHidden>URL from {url.presenterName}</VisuallyHidden>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <a href={buildAdminHash('urls', { section: 'pending' })}>
            View all pending URLs <VisuallyHidden>({pendingUrls.total})</VisuallyHidden>
          </a>
        </section>
      </div>
    </section>
  );
}
