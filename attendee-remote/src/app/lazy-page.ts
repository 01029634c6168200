import { inNextTask } from '@cc/design-system';
import { type ComponentType, lazy } from 'react';

/**
 * A page in a chunk of its own, loaded when first visited. The chunk is evaluated in the task in which it arrived
 * and the page drawn in the next (inNextTask), so the two do not add up to one long task that holds back a tap.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(() => load().then((component) => inNextTask({ default: component })));
}
