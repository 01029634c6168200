/**
 * Issue 21, two changes of the admin programme editor.
 *
 * A programme import preview keeps the version of the programme it was made against: applying it after anyone
 * changed the sessions is refused, so a preview cannot undo a newer edit it never showed. It also keeps how it
 * is applied: replacing the programme, or merging into it (keeping the sessions not in the file).
 *
 * An announcement's summary is stored only when an admin wrote it; null means "made from the content",
 * so a corrected content gets a matching summary. Until now the generated summary was stored like a written one
 * (by the server with an ellipsis, by the admin form without), and an edit kept the old text: those copies are
 * cleared here. The two rules are copied, not imported, so this migration never changes once landed.
 */
import { type Kysely, sql } from 'kysely';

const LENGTH = 150;

/** The server's rule: whitespace collapsed, cut at 150 characters, with an ellipsis when cut. */
function serverSummary(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  return text.length <= LENGTH ? text : `${text.slice(0, LENGTH).trimEnd()}…`;
}

/** The admin form's rule: the first 150 characters of the trimmed content. */
function formSummary(content: string): string {
  return Array.from(content.trim()).slice(0, LENGTH).join('');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table programme_import_previews
      add column programme_version text,
      add column mode text check (mode in ('replace', 'merge'))
  `.execute(db);

  const { rows } = await sql<{ id: number; summary: string; content: string }>`
    select id, summary, content from announcements where summary is not null
  `.execute(db);
  const generated = rows
    .filter((row) => {
      const summary = row.summary.trim();
      return summary === '' || summary === serverSummary(row.content) || summary === formSummary(row.content);
    })
    .map((row) => row.id);
  if (generated.length === 0) return;
  await sql`update announcements set summary = null where id in (${sql.join(generated)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table programme_import_previews drop column programme_version, drop column mode`.execute(db);
  // Summaries: nothing to undo, a null summary is shown as the generated one either way.
}
