/**
 * Source layout (issue 30): no import circles in any package's source. A circle makes the order modules run in
 * depend on who imports first (a value read during the circle is not there yet), and ties modules that should
 * stand apart. Every import counts, as the bundler and a reader see them: static, type-only, `export … from` and
 * dynamic `import()`. Resolved with each package's own compiler options, through the TypeScript compiler API.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['api', 'admin-remote', 'attendee-remote', 'host', 'design-system'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function compilerOptions(pkg: string): ts.CompilerOptions {
  const configPath = path.join(root, pkg, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath)).options;
}

/** Each file of `dir` with the files of `dir` it imports. */
function importGraph(dir: string, options: ts.CompilerOptions): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map((imported) => ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule)
      .map((resolved) => resolved && path.resolve(resolved.resolvedFileName))
      .filter((target): target is string => target !== undefined && inside.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of a graph: each group of files that import one another in turn (a strongly connected component,
 * Tarjan), with one shortest way around it from its first file (`a > b > a`) and every file in the group.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): { way: string[]; files: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const files = [...group].sort();
    return { way: pathAround(graph, new Set(group), files[0] as string), files };
  });
}

/** A shortest way from `start` back to itself inside the group (breadth first), ending where it began. */
function pathAround(graph: ReadonlyMap<string, readonly string[]>, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0] as string) as string);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('source layout', () => {
  it('finds each circle with a way around it, and gathers circles through one file into one', () => {
    const graph = new Map([
      ['panel', ['section', 'tabs']],
      ['section', ['panel']],
      ['tabs', []],
      ['index', ['a']],
      ['a', ['b']],
      ['b', ['index']],
      ['self', ['self']],
    ]);
    expect(circles(graph).map((circle) => circle.way.join(' > '))).toEqual([
      'panel > section > panel',
      'a > b > index > a',
      'self > self',
    ]);
    // Two circles through one file are one group: the way shows one, the files name all.
    const knot = new Map([
      ['tabs', ['panel', 'users']],
      ['panel', ['tabs']],
      ['users', ['tabs']],
    ]);
    expect(circles(knot)).toEqual([{ way: ['panel', 'tabs', 'panel'], files: ['panel', 'tabs', 'users'] }]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads static, type-only, re-exporting and dynamic imports, resolved to files of the folder', () => {
    const admin = importGraph(path.join(root, 'admin-remote/src'), compilerOptions('admin-remote'));
    const at = (file: string) => path.join(root, 'admin-remote/src', file);
    // The tab list loads users-tab with import(); the Content panel imports the Notify type.
    expect(admin.get(at('app/admin-tabs.tsx'))).toContain(at('app/users-tab.tsx'));
    expect(admin.get(at('features/content/components/content-panel.tsx'))).toContain(
      at('features/content/types/notify.ts'),
    );
    const api = importGraph(path.join(root, 'api/src'), compilerOptions('api'));
    // `export * from './sessions.js'` resolves to sessions.ts; packages outside the folder are left out.
    expect(api.get(path.join(root, 'api/src/contract/index.ts'))).toContain(
      path.join(root, 'api/src/contract/sessions.ts'),
    );
    expect(
      api.get(path.join(root, 'api/src/app.ts'))?.every((file) => file.startsWith(path.join(root, 'api/src'))),
    ).toBe(true);
  });

  it.each(PACKAGES)('%s/src has no import circles', (pkg) => {
    const graph = importGraph(path.join(root, pkg, 'src'), compilerOptions(pkg));
    expect(graph.size).toBeGreaterThan(20);
    const relative = (file: string) => path.relative(path.join(root, pkg, 'src'), file);
    const found = circles(graph).map(
      ({ way, files }) =>
        way.map(relative).join(' > ') +
        (files.length > way.length - 1 ? ` (the same circle holds ${files.map(relative).join(', ')})` : ''),
    );
    expect(found, `import circles in ${pkg}/src:\n${found.join('\n')}`).toEqual([]);
  });
});
