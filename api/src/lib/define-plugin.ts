/**
 * What fastify-plugin does, without the dependency: mark a plugin so that its decorators, hooks and
 * handlers reach the parent scope, and give it a name that other plugins can declare as a dependency.
 */
// biome-ignore lint/complexity/noBannedTypes: any plugin function shape (plain or type-provider typed)
export function definePlugin<Plugin extends Function>(
  plugin: Plugin,
  meta: { name: string; dependencies?: string[] },
): Plugin {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: { name: meta.name, dependencies: meta.dependencies ?? [] },
  });
  return plugin;
}
