/**
 * What fastify-plugin does, without the dependency: mark a plugin so that its decorators and hooks
 * reach the parent scope, and give it a name that other plugins can declare as a dependency.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

export function definePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
  meta: { name: string; dependencies?: string[] },
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: { name: meta.name, dependencies: meta.dependencies ?? [] },
  });
  return plugin;
}
