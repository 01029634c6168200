import type { AdminOverview } from '@cc/api/contract';

// Labels and order of the dashboard's stat cards (admin.md §2 Dashboard).
const cards: { key: keyof AdminOverview; label: string }[] = [
  { key: 'questions', label: 'Total Questions' },
  { key: 'pendingQuestions', label: 'Pending Questions' },
  { key: 'announcements', label: 'Announcements' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'bookmarks', label: 'Bookmarks' },
];

/** The five stat cards, as a description list (label, then number). */
export function StatCards({ stats }: { stats: AdminOverview }) {
  return (
    <section className="cc-dash__section" aria-labelledby="cc-dash-stats">
      <h3 id="cc-dash-stats">Statistics</h3>
      <dl className="cc-admin-overview__counts">
        {cards.map(({ key, label }) => (
          <div key={key} className="cc-admin-overview__count">
            <dt>{label}</dt>
            <dd>{stats[key].toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
