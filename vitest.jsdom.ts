import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The test projects of a package whose components are tested in jsdom (host, attendee remote, admin remote).
 *
 * Starting jsdom and the module graph afresh for every file was most of their test time, so most files share one
 * environment per worker (`isolate: false`); setup.ts cleans the DOM and storage after each test. Files that
 * replace modules (vi.mock) or keep state in module singletons are named in `isolated` and get a fresh graph each.
 * Files that need no DOM at all say `// @vitest-environment node` on their first line.
 */
export function jsdomProjects(options: {
  name: string;
  root: string;
  isolated: string[];
}): TestProjectInlineConfiguration[] {
  const shared = {
    environment: 'jsdom' as const,
    // Rendering in jsdom is CPU-bound: on a busy 2-core CI machine running every project at once, a test of a
    // whole panel has taken over the 5 s default. Speed is measured by the benchmark, not here.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    pool: 'threads' as const,
  };
  return [
    {
      root: options.root,
      test: {
        ...shared,
        name: options.name,
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...options.isolated],
        isolate: false,
      },
    },
    { root: options.root, test: { ...shared, name: `${options.name} (isolated)`, include: options.isolated } },
  ];
}
