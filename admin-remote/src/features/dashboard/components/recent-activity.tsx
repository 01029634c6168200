import type { AdminDashboardQuestion } from '@cc/api/contract';
import { Badge, truncate } from '@cc/design-system';
import { formatDateTime } from '../../../lib/format-datetime';
import { PREVIEW_LENGTH, questionStatusBadge } from '../utils/question-status';

/** Recent Activity (admin.md §2, §9): the latest 10 questions with a status badge, previews cut at 80 characters. */
export function RecentActivity({ questions }: { questions: AdminDashboardQuestion[] }) {
  return (
    <section className="cc-dash__section" aria-labelledby="cc-dash-recent">
      <h3 id="cc-dash-recent">Recent Activity</h3>
      {questions.length === 0 ? (
        <p>No questions yet.</p>
      ) : (
        <ol className="cc-dash__items cc-dash__recent">
          {questions.map((question) => {
            const badge = questionStatusBadge[question.status];
            return (
              <li key={question.id} className="cc-dash__item">
                <p className="cc-dash__item-text">
                  <Badge tone={badge.tone}>{badge.label}</Badge> {truncate(question.text, PREVIEW_LENGTH)}
                </p>
                <p className="cc-dash__meta">
                  {question.name ?? 'Anonymous'} ·{' '}
                  <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
