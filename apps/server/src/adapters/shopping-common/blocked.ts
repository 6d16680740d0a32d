/**
 * Does an answer say that Naver blocked the provider? Naver answers automated clients with HTTP
 * 418 and a page reading "쇼핑 서비스 접속이 일시적으로 제한되었습니다", or sends them to the login
 * (nid.naver.com). A source that passes that on has not read the list: a blocked check is a
 * failed check, reported to the operator, and never worked around (docs/data-sources.md).
 * The signs live in naver-block-signs.json (Naver's own Korean text is vendor data, not UI text).
 */
import signs from './naver-block-signs.json' with { type: 'json' };

const patterns = signs.patterns.map((p) => new RegExp(p, 'i'));

export function saysBlocked(text: string, status?: number): boolean {
  if (status === 418) return true;
  return signs.texts.some((t) => text.includes(t)) || patterns.some((p) => p.test(text));
}
