import { onApiAnswer } from '@cc/api/client';
import { formatDateGB, formatMinutes } from '@cc/design-system';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** 'at 09:12 on Thursday 26 November 2026', in the reader's own time. */
export function savedAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return ` at ${formatMinutes(at.getHours() * 60 + at.getMinutes())} on ${formatDateGB(iso)}`;
}

/**
 * Offline honesty (issue 18): while the page shows API answers the service worker read from its store (the network
 * failed or was too slow), say so, and from when. Kept per page: a new path starts clean, a fresh answer for the
 * same read clears its mark. The status region is always there, so the sentence is announced when it appears.
 */
export function StoredDataNotice() {
  const { pathname } = useLocation();
  const [stored, setStored] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(
    () =>
      onApiAnswer(({ path, storedAt }) =>
        setStored((current) => {
          if (storedAt === null && !current.has(path)) return current;
          const next = new Map(current);
          if (storedAt === null) next.delete(path);
          else next.set(path, storedAt);
          return next;
        }),
      ),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts with no marks
  useEffect(() => setStored(new Map()), [pathname]);

  const oldest = [...stored.values()].sort()[0];
  return (
    <div role="status" className="cc-stored-notice">
      {oldest !== undefined && (
        <p className="cc-stored-notice__text">
          <span aria-hidden="true">⚠ </span>
          The connection is not working, so this page shows information saved{savedAtText(oldest)}. It may have changed
          since.
        </p>
      )}
    </div>
  );
}
