import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../src/app/route-table';
import { flatten, screenModules } from './route-preloads';

const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));

describe('route preloads (build plugin)', () => {
  it('finds the module of every screen of the route table in router.tsx, and the files exist', async () => {
    const modules = await screenModules(routerFile);
    for (const { screen } of flatten(ROUTE_TABLE)) {
      const file = modules.get(screen);
      expect(file, screen).toBeDefined();
      expect(
        ['.tsx', '.ts'].some((ext) => fs.existsSync(`${file}${ext}`)),
        screen,
      ).toBe(true);
    }
    expect(modules.get('goodsRank')).toBe(
      fileURLToPath(new URL('../src/app/pages/GoodsRankRoute', import.meta.url)),
    );
  });

  it('gives child routes their full path and leaves parents with children out', () => {
    const paths = flatten(ROUTE_TABLE).map((r) => r.path);
    expect(paths).toContain('/goodsTrackingRouter');
    expect(paths).toContain('/myPage/info');
    expect(paths).not.toContain('/myPage');
    expect(paths).toContain('*');
  });
});
