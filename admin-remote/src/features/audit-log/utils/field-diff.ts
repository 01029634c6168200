/** Before and after of an audited record as rows a person can read: which fields changed, and how. */

export type FieldChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface FieldDiffRow {
  field: string;
  before: string | null;
  after: string | null;
  change: FieldChange;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON value as text: strings as they are, everything else as JSON; null and undefined as null. */
export function showValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** 'isActive' → 'Is active', 'session_id' → 'Session id'. */
export function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface DiffWords {
  /** A field's label from its key (default: the key split into words). */
  label?: (key: string) => string;
  /** A value as text, null for none (default: showValue). */
  show?: (value: unknown) => string | null;
}

/**
 * One row per field of either side, in the order they first appear. Objects are compared field by field;
 * any other value (or a missing side) counts as a single field named 'Value'.
 */
export function diffFields(
  before: unknown,
  after: unknown,
  { label = fieldName, show = showValue }: DiffWords = {},
): FieldDiffRow[] {
  const bothObjects = (isRecord(before) || before == null) && (isRecord(after) || after == null);
  if (!bothObjects) {
    const b = show(before);
    const a = show(after);
    return [{ field: 'Value', before: b, after: a, change: b === a ? 'unchanged' : 'changed' }];
  }
  const left = (before ?? {}) as Record<string, unknown>;
  const right = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => {
    const b = key in left ? show(left[key]) : null;
    const a = key in right ? show(right[key]) : null;
    let change: FieldChange;
    if (!(key in left)) change = 'added';
    else if (!(key in right)) change = 'removed';
    else change = b === a ? 'unchanged' : 'changed';
    return { field: label(key), before: b, after: a, change };
  });
}

/** The rows worth showing first: everything that differs (a created or deleted record: all of it). */
export function changedRows(rows: readonly FieldDiffRow[]): FieldDiffRow[] {
  return rows.filter((row) => row.change !== 'unchanged');
}
