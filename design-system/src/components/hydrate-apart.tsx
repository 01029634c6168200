import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-drawn page that the browser may take over in a task of its own (issue 28): React hydrates each
 * Suspense boundary separately and yields between them, so a long page does not become one long task that holds
 * back a tap. Nothing changes on screen: the server draws the part in place, and nothing inside suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
