import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import { answer, client } from '../../../lib/api-client';
import { isRecord } from './auth-api';

// Apart from auth-api.ts, which the header's session hook brings into every first load: the
// bundler places whole modules, so this call's login messages would carry all of messages/auth
// (about 4 kB gzip) into it.

/** The Kakao authorize URL; the server may answer plain text or {data: url}. */
export async function fetchKakaoLoginLink(): Promise<string> {
  const answered: unknown = await answer(client.GET('/v1/member/user/kakaoLoginLink'));
  const link = typeof answered === 'string' ? answered.trim() : isRecord(answered) ? answered.data : null;
  // Only http(s) targets: a javascript: URL here would run in our origin.
  if (typeof link === 'string' && /^https?:\/\//i.test(link)) return link;
  throw new ApiError(200, 'BAD_LINK', ko.login.kakaoFailed);
}
