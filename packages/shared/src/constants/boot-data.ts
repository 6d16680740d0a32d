/**
 * The page the server sends for a screen carries the first render's data in
 * `<script type="application/json" id="boot-data">` (apps/server/src/http/spa-pages.ts writes
 * it, apps/web/src/app/boot-data.ts reads it): the same answers memberSession and app-config
 * give, so the first screen renders without waiting for two round trips.
 */
export const BOOT_DATA_ID = 'boot-data';

export interface BootData {
  /** What `POST /v1/member/user/memberSession` answers: `{ data: member | null }`. */
  session: { data: unknown };
  /** What `GET /api/app-config` answers. */
  appConfig: Record<string, unknown>;
}

/**
 * The screen's frame (title and introduction) in the markup the server sends inside `#root`
 * before the app has run (apps/web/src/app/first-paint/render.tsx builds it, the server inserts
 * it): the app keeps that element on screen until the screen's own code has rendered.
 */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Files the web build writes for the server (apps/web/plugins), keyed by lower-case path:
 * a screen's scripts beyond the entry, and the first paint inside `#root`.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
export const ROUTE_FIRST_PAINT_FILE = '.vite/route-first-paint.json';

/** A path's first paint: for a signed-in request and for a visitor. */
export interface FirstPaint {
  visitor: string;
  member: string;
}
