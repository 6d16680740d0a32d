import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/api-call';

// Apart from auth-api.ts, which the header's session hook brings into every first load: the
// bundler places whole modules, so this call's login messages would carry all of messages/auth
// (about 4 kB gzip) into it.

/** The Kakao authorize URL ({data: url}). */
export async function fetchKakaoLoginLink(): Promise<string> {
  const link = (await call('GET', '/v1/member/user/kakaoLoginLink', {})).data.trim();
  // Only http(s) targets: a javascript: URL here would run in our origin.
  if (/^https?:\/\//i.test(link)) return link;
  throw new ApiError(200, 'BAD_LINK', ko.login.kakaoFailed);
}
