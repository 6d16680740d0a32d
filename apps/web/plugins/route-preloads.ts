import fs from 'node:fs';
import path from 'node:path';
import { type Plugin, parseAst, transformWithOxc } from 'vite';
// By path: the config loader leaves workspace packages to Node, which cannot load their .ts.
import { ROUTE_PRELOADS_FILE } from '../../../packages/shared/src/constants/boot-data';
import { ROUTE_TABLE, type RouteAccess, type Screen, type ScreenRoute } from '../src/app/route-table';

/**
 * Writes `.vite/route-preloads.json`: for each path of the route table, the scripts its screen
 * loads beyond the entry (the screen's lazy chunk and what that imports statically). The server
 * lists them as `<link rel="modulepreload">` in the page it sends for that path
 * (apps/server/src/http/spa.ts), so the browser fetches them beside the entry instead of after it
 * has run: without them a screen's first paint waited for the entry, then for its own chunks.
 *
 * Paths are lower-case (the router matches them case-insensitively); `*` is left out.
 */
export { ROUTE_PRELOADS_FILE };

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** screen → source file, read from the `screens` map of router.tsx (`name: () => import('…')`). */
export async function screenModules(routerFile: string): Promise<Map<string, string>> {
  const { code } = await transformWithOxc(fs.readFileSync(routerFile, 'utf8'), routerFile, {
    lang: 'tsx',
    jsx: { runtime: 'automatic' },
  });
  const modules = new Map<string, string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'Property') {
      const key = n.key as Node & { name?: string };
      const fn = n.value as Node & { body?: Node & { source?: Node & { value?: unknown } } };
      const source = fn.type === 'ArrowFunctionExpression' ? fn.body : undefined;
      if (key.type === 'Identifier' && source?.type === 'ImportExpression') {
        const spec = source.source?.value;
        if (typeof spec === 'string') modules.set(key.name!, path.resolve(path.dirname(routerFile), spec));
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return modules;
}

/** The route table's concrete paths (no `*`, no parameters), as the server keys pages. */
export function pagePaths(): Array<{ key: string; path: string; screen: Screen; access: RouteAccess }> {
  return flatten(ROUTE_TABLE)
    .filter((r) => !r.path.includes('*') && !r.path.includes(':'))
    .map((r) => ({ ...r, key: r.path.toLowerCase() }));
}

export function flatten(
  routes: ScreenRoute[],
  parent = '',
): Array<{ path: string; screen: Screen; access: RouteAccess }> {
  return routes.flatMap((r) => {
    const full = parent ? `${parent.replace(/\/$/, '')}/${r.path}` : r.path;
    const own = r.children ? [] : [{ path: full, screen: r.screen, access: r.access }];
    return [...own, ...(r.children ? flatten(r.children, full) : [])];
  });
}

export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const next of byFile.get(start)?.imports ?? []) closure(next, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const first = closure(entry.fileName);
      const modules = await screenModules(routerFile);
      const noExt = (id: string) => id.split('?')[0]!.replace(/\.[cm]?[jt]sx?$/, '');
      const chunkOf = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [noExt(c.facadeModuleId!), c.fileName]),
      );
      const out: Record<string, string[]> = {};
      for (const route of pagePaths()) {
        const file = chunkOf.get(noExt(modules.get(route.screen) ?? ''));
        if (!file) this.error(`route ${route.path}: no chunk for screen ${route.screen}`);
        out[route.key] = [...closure(file)].filter((f) => !first.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out) });
    },
  };
}
