import { type KakaoTalkDeps, createTalkContext } from './kakao-talk.context';
import { talkConnection } from './kakao-talk.connect';
import { talkOutbox } from './kakao-talk.outbox';
import { talkSending } from './kakao-talk.send';

/**
 * Rank alerts in KakaoTalk (issue 28 §2), by Kakao's "send to me" API: the consent redirect that
 * links Kakao and asks for talk_message, the member's mode, an outbox filled after each alert
 * comparison (one row per delivery key, unique in the database) and a delivery run that refreshes
 * an expired token once and turns the channel off, with a notice in the bell, when Kakao says the
 * consent is gone.
 *
 * One file per use case (issue 38 §4): the member's connection, the outbox, and the sending both
 * use. They share one context (kakao-talk.context.ts); the routes, rank-alerts and the app see one
 * service.
 */
export function createKakaoTalkService(deps: KakaoTalkDeps) {
  const ctx = createTalkContext(deps);
  const sending = talkSending(ctx);
  return {
    ...talkConnection(ctx, sending),
    ...talkOutbox(ctx, sending),
  };
}

export type KakaoTalkService = ReturnType<typeof createKakaoTalkService>;
