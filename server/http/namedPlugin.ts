// A route plugin registered as a plain function has no name, and Fastify finds one by searching the module cache
// for the export that is this function: under jest that cache is a proxy over some 1,700 modules, searched once
// per plugin, 0.4 s of CPU for every test app. The function's own name is what Fastify would settle on anyway.
// The symbol is the one fastify-plugin sets for the same purpose.
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function named<P extends (...args: never[]) => unknown>(plugin: P): P {
  const target = plugin as P & { [DISPLAY_NAME]?: string };
  target[DISPLAY_NAME] ??= plugin.name;
  return plugin;
}
