import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ID, type BootData } from '@seller/shared/constants/boot-data';
import { sessionFromAnswer } from '../features/auth';
import { toAppConfig } from '../lib/app-config';
import { queryKeys } from '../lib/query-keys';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The first render's data the server wrote into the page (apps/server/src/http/spa-pages.ts):
 * memberSession's and app-config's answers. Null when the page has none (the dev server's
 * index.html) or it is not what the server writes; the app then asks the API as before.
 */
export function readBootData(doc: Pick<Document, 'getElementById'> = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    if (!isRecord(data) || !isRecord(data.session) || !('data' in data.session) || !isRecord(data.appConfig))
      return null;
    return { session: { data: data.session.data }, appConfig: data.appConfig };
  } catch {
    return null;
  }
}

let taken: BootData | null | undefined;

/**
 * The page's boot data, read once: the element leaves the document (the data has no use in the
 * DOM after the start, and a member's details should not sit there), later calls get the same.
 */
export function takeBootData(): BootData | null {
  if (taken !== undefined) return taken;
  taken = readBootData(document);
  document.getElementById(BOOT_DATA_ID)?.remove();
  return taken;
}

/**
 * Puts the page's data in the query cache as fresh answers, so the session guard and the header
 * render the screen at once instead of a loader while two calls go out (bench/README.md, web).
 * Later reads (after sign-in or sign-out, or once stale) go to the API.
 */
export function seedFromPage(client: QueryClient, data: BootData | null = takeBootData()): QueryClient {
  if (!data) return client;
  client.setQueryData(queryKeys.session, sessionFromAnswer(data.session));
  client.setQueryData(queryKeys.appConfig, toAppConfig(data.appConfig));
  return client;
}
