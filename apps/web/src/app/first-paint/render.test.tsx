import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID } from '@seller/shared/constants/boot-data';
import * as ko from '@seller/shared/messages/sections';
import { flatten } from '../../../plugins/route-preloads';
import { goodsRankFrame } from '../../features/goods-rank/screen-frame';
import { ROUTE_TABLE } from '../route-table';
import { SCREEN_FRAMES, renderFirstPaint } from './render';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the first paint of a path', () => {
  it('is the bar with the main menu and, on a tool screen, its title and introduction in the screen’s section', () => {
    const html = renderFirstPaint('/goodsTrackingRouter', 'goodsRank', true);
    expect(html).toContain(`aria-label="${ko.shell.logoLabel}"`);
    for (const label of [ko.shell.product, ko.shell.membership, ko.shell.keywordAnalysis]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain(
      `<section id="${FIRST_PAINT_ID}" class="${goodsRankFrame.className}"><header class="flex flex-col gap-1.5">` +
        `<h1 class="text-2xl font-bold text-slate-900">${escape(ko.routes.goodsTrackingRouter)}</h1>` +
        `<p class="text-[15px] text-slate-600">${escape(ko.goodsRankUi.intro)}</p></header></section>`,
    );
  });

  it('leaves the frame out when asked (a visitor on a members’ screen) and on screens without one', () => {
    expect(renderFirstPaint('/goodsTrackingRouter', 'goodsRank', false)).not.toContain(FIRST_PAINT_ID);
    expect(renderFirstPaint('/', 'home', true)).not.toContain(FIRST_PAINT_ID);
    expect(renderFirstPaint('/', 'home', true)).toContain('<main id="main" class="min-h-dvh flex-1"></main>');
  });

  it('marks the current menu item as the app does', () => {
    const coin = renderFirstPaint('/coin', 'coin', true);
    expect(coin).toMatch(
      new RegExp(`<a aria-current="page"[^>]*href="/coin"[^>]*>${ko.shell.membership}</a>`),
    );
    expect(renderFirstPaint('/search', 'keywordAnalysis', true)).not.toMatch(
      /aria-current="page"[^>]*href="\/coin"/,
    );
  });

  it('has a frame for screens that are routes, each with its own title', () => {
    const screens = new Set(flatten(ROUTE_TABLE).map((r) => r.screen));
    for (const [screen, spec] of Object.entries(SCREEN_FRAMES)) {
      expect(screens.has(screen as never), screen).toBe(true);
      expect(spec.title && spec.intro, screen).toBeTruthy();
    }
  });
});
