import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
// By path: the config loader leaves workspace packages to Node, which cannot load their .ts.
import { type FirstPaint, ROUTE_FIRST_PAINT_FILE } from '../../../packages/shared/src/constants/boot-data';
import type * as render from '../src/app/first-paint/render';
import { pagePaths } from './route-preloads';

type RenderModule = typeof render;

/**
 * Writes `ROUTE_FIRST_PAINT_FILE` (`.vite/route-first-paint.json`): for each path of the route
 * table, the markup the server puts inside `#root` (src/app/first-paint/render.tsx): `member`
 * for a signed-in request, `visitor` otherwise (a members' screen shows a visitor the bar only,
 * since the app will send them to the sign-in page). The server inserts it (apps/server/src/http/spa-pages.ts), so the
 * header and the screen's title paint before the app's scripts have run.
 *
 * Paths are lower-case like the preload list's; `*` and parameters are left out.
 */
export function firstPaint(renderFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      // The render module is TSX importing the app's components: Vite's module runner loads it
      // in Node the way the dev server would (no config file: none of this build's plugins).
      const { module } = await runnerImport<RenderModule>(path.resolve(root, renderFile), {
        configFile: false,
        root,
        logLevel: 'error',
      });
      const out: Record<string, FirstPaint> = {};
      for (const route of pagePaths()) {
        const member = module.renderFirstPaint(route.path, route.screen, true);
        const visitor = route.access.login
          ? module.renderFirstPaint(route.path, route.screen, false)
          : member;
        out[route.key] = { visitor, member };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_FIRST_PAINT_FILE, source: JSON.stringify(out) });
    },
  };
}
