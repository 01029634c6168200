import type { ReactElement } from 'react';

/** Named example renderings of a component; the same set feeds its tests and axe scans. */
export type ExampleSet = Readonly<Record<string, ReactElement>>;
