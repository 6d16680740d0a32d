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
