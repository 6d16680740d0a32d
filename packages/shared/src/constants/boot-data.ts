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
