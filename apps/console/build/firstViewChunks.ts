// The console's two first views, the sign-in page and the signed-in frame with the dashboard, each
// get the code only they need in a chunk of their own, and what both need in a shared one: neither
// loads the other's code, and neither pays for dozens of small files (each costs a request and its
// own gzip start-up). bench/README.md, "Issue 18, front end and transport".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';

const CONSOLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What each first view shows before anything else: its layout, its page, what loads with them
 * (build/first-views.json, which the budget check weighs too: scripts/check-budgets.mjs).
 */
const FIRST_VIEWS: Record<string, string[]> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(CONSOLE, 'build/first-views.json'), 'utf8'))).map(
    ([view, files]) => [view, (files as string[]).map((file) => path.join(CONSOLE, file))],
  ),
);

/**
 * Index files that re-export a whole library: a module that imports three names from one needs
 * those three, not the library, so the walk follows only the re-exports of the names imported.
 */
const BARRELS = [
  { specifier: 'antd', id: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/ },
  { specifier: '@ant-design/icons', id: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ },
];

/** The names a module's code imports from a package: `import { A, B as C } from 'pkg'` gives A, B. */
function namesImported(code: string, specifier: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  for (const [, list] of code.matchAll(pattern))
    for (const item of list.split(','))
      if (item.trim() && !item.trim().startsWith('type ')) names.push(item.trim().split(/\s+as\s+/)[0]);
  return names;
}

/** The module a barrel re-exports a name from (`export { default as Button } from './button'`,
 * or through `export * from './icons'`), or undefined when it is not a plain re-export. */
function reexportOf(barrel: string, name: string, ctx: ChunkingContext): string | undefined {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) return undefined;
  const resolve = (from: string) => {
    const base = path.resolve(path.dirname(barrel), from);
    return info.importedIds.find((id) => id === `${base}.js` || id === path.join(base, 'index.js'));
  };
  const named = new RegExp(`export\\s*\\{[^}]*\\bas\\s+${name}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(
    info.code,
  );
  if (named) return resolve(named[1]);
  for (const [, from] of info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const inner = resolve(from);
    const found = inner && reexportOf(inner, name, ctx);
    if (found) return found;
  }
  return undefined;
}

/** The modules a barrel re-exports under the given names; the whole barrel when one is not found. */
function reexported(barrel: string, names: string[], ctx: ChunkingContext): string[] {
  const targets = names.map((name) => reexportOf(barrel, name, ctx));
  if (targets.some((target) => !target)) return ctx.getModuleInfo(barrel)?.importedIds ?? [];
  return targets as string[];
}

/** Every module the roots import statically, directly or not, following barrels by name. */
function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const barrel = BARRELS.find((b) => b.id.test(imported));
      if (barrel && info?.code)
        for (const target of reexported(imported, namesImported(info.code, barrel.specifier), ctx))
          visit(target);
      else visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

/** Per chunking pass (rolldown hands each pass one context): the first views each module is in. */
const viewsByPass = new WeakMap<ChunkingContext, Map<string, Set<string>>>();

/** 'sign' or 'frame' for a module only that first view needs, 'shared' for one both need. */
function firstViewOf(id: string, ctx: ChunkingContext): string | null {
  let viewsOf = viewsByPass.get(ctx);
  if (!viewsOf) {
    viewsOf = new Map();
    for (const [view, roots] of Object.entries(FIRST_VIEWS))
      for (const module of staticClosure(roots, ctx))
        viewsOf.set(module, (viewsOf.get(module) ?? new Set()).add(view));
    viewsByPass.set(ctx, viewsOf);
  }
  const views = viewsOf.get(id);
  if (!views) return null;
  return views.size > 1 ? 'shared' : [...views][0];
}

/**
 * rolldown's code-splitting groups for the first views. A group takes the modules its chunk's code
 * needs that no group of a higher priority took, so the shared chunk goes first.
 */
export const firstViewGroups = ['shared', 'sign', 'frame'].map((chunk, index) => ({
  // `name` is a function (it picks modules, and names the chunk `chunk`), so the group says its
  // name for rolldown's timing report too.
  debugName: chunk,
  name: (id: string, ctx: ChunkingContext) => (firstViewOf(id, ctx) === chunk ? chunk : null),
  priority: 3 - index,
}));
