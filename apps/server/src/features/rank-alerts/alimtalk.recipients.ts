import { type AlertRule, kstDate, ko } from '@seller/shared';
import {
  ALIMTALK_CODE_ATTEMPTS,
  ALIMTALK_CODE_MINUTES,
  ALIMTALK_CODE_RESEND_SECONDS,
  ALIMTALK_CODES_PER_DAY,
  ALIMTALK_CODES_PER_MEMBER_DAY,
  ALIMTALK_MAX_RECIPIENTS,
  ALIMTALK_QUOTE_DAYS,
  type AlimtalkRole,
} from '@seller/shared/constants/alimtalk';
import type { AlimtalkQuote, AlimtalkRecipient } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { AppError } from '../../lib/app-error';
import { alimtalkCharge, alimtalkQuoteOf, codeHash, codeMatches, newCode, phoneKey } from './alimtalk.domain';
import type { AlimtalkDeps } from './alimtalk.ports';
import * as repo from './alimtalk.repository';

const notFound = () => new AppError('ALIMTALK_RECIPIENT_NOT_FOUND');

export const recipientOf = (r: repo.PhoneRow, at: Date): AlimtalkRecipient => {
  const resend = r.codeSentAt ? r.codeSentAt.getTime() + ALIMTALK_CODE_RESEND_SECONDS * 1000 : 0;
  return {
    id: r.id,
    phone: r.phone,
    label: r.label,
    role: r.role as AlimtalkRole,
    verified: r.verifiedAt !== null,
    rules: r.rules as AlertRule[],
    resendAt: !r.verifiedAt && resend > at.getTime() ? new Date(resend).toISOString() : null,
  };
};

/** The member's numbers: adding one sends a code by SMS; the code verifies it; kinds after a quote. */
export function alimtalkRecipients(deps: AlimtalkDeps, now: () => Date) {
  const { db } = deps;

  /** Sends a new code to the number (limits counted in the row, under its lock). */
  async function sendCode(memberId: number, id: number): Promise<repo.PhoneRow> {
    const at = now();
    const day = kstDate(at);
    const code = newCode();
    const seen = await repo.phoneOf(db, memberId, id);
    if (!seen) throw notFound();
    if (seen.verifiedAt) throw new AppError('ALIMTALK_ALREADY_VERIFIED');
    if (seen.codeSentAt && at.getTime() - seen.codeSentAt.getTime() < ALIMTALK_CODE_RESEND_SECONDS * 1000)
      throw new AppError('ALIMTALK_CODE_TOO_SOON');
    // Counted outside the row, so removing and adding a number again, or asking from several
    // accounts, sends no more: the member's codes a day, and the number's whoever asks.
    const dayMs = 86_400_000;
    if (
      (await deps.count(`alimtalk-code-member:${memberId}:${day}`, dayMs)).current >
      ALIMTALK_CODES_PER_MEMBER_DAY
    )
      throw new AppError('ALIMTALK_CODE_MEMBER_LIMIT');
    if (
      (await deps.count(`alimtalk-code-phone:${phoneKey(seen.phone)}:${day}`, dayMs)).current >
      ALIMTALK_CODES_PER_DAY
    )
      throw new AppError('ALIMTALK_CODE_DAILY_LIMIT');
    const row = await db.transaction(async (tx) => {
      const r = await repo.lockPhone(tx, memberId, id);
      if (!r) throw notFound();
      if (r.verifiedAt) throw new AppError('ALIMTALK_ALREADY_VERIFIED');
      if (r.codeSentAt && at.getTime() - r.codeSentAt.getTime() < ALIMTALK_CODE_RESEND_SECONDS * 1000)
        throw new AppError('ALIMTALK_CODE_TOO_SOON');
      const onDay = r.codeDay === day ? r.codesOnDay : 0;
      if (onDay >= ALIMTALK_CODES_PER_DAY) throw new AppError('ALIMTALK_CODE_DAILY_LIMIT');
      return repo.updatePhone(tx, r.id, {
        codeHash: codeHash(r.id, code),
        codeExpiresAt: new Date(at.getTime() + ALIMTALK_CODE_MINUTES * 60_000),
        codeAttempts: 0,
        codeSentAt: at,
        codeDay: day,
        codesOnDay: onDay + 1,
        updatedAt: at,
      });
    });
    // The code's SMS is a paid call like any other: counted and capped (not charged to the member).
    const ticket = await deps.meter.begin({ source: 'solapi', estimateMicros: deps.prices.sms }).catch(() => {
      throw new AppError('ALIMTALK_CODE_SEND_FAILED');
    });
    try {
      const sent = await deps.solapi.sendSms(row.phone, ko.alimtalk.codeText(code));
      await ticket.end({
        pages: 0,
        rows: sent.accepted ? 1 : 0,
        costMicros: sent.accepted ? deps.prices.sms : 0,
        result: sent.accepted ? 'ok' : 'bad-request',
        ...(sent.accepted ? {} : { detail: sent.detail }),
      });
      if (!sent.accepted) throw new AppError('ALIMTALK_CODE_SEND_FAILED');
    } catch (e) {
      if (e instanceof AppError) throw e;
      await ticket.end({ pages: 0, rows: 0, costMicros: 0, result: 'server', detail: String(e) });
      deps.warn?.('alimtalk code not sent', { mbrSn: memberId, id, error: String(e) });
      throw new AppError('ALIMTALK_CODE_SEND_FAILED');
    }
    return row;
  }

  return {
    async add(memberId: number, input: { phone: string; label: string; role: AlimtalkRole }) {
      if (!deps.solapi.configured) throw new AppError('ALIMTALK_UNAVAILABLE');
      const mine = await repo.phonesOf(db, memberId);
      if (mine.some((p) => p.phone === input.phone)) throw new AppError('ALIMTALK_PHONE_DUPLICATE');
      if (mine.length >= ALIMTALK_MAX_RECIPIENTS) throw new AppError('ALIMTALK_RECIPIENTS_FULL');
      const row = await repo.insertPhone(db, { mbrSn: memberId, ...input });
      if (!row) throw new AppError('ALIMTALK_PHONE_DUPLICATE');
      try {
        return recipientOf(await sendCode(memberId, row.id), now());
      } catch (e) {
        // No code went out: the number is not kept half-added (the member adds it again later).
        await repo.deletePhone(db, memberId, row.id);
        throw e;
      }
    },

    resend: async (memberId: number, id: number) => recipientOf(await sendCode(memberId, id), now()),

    async verify(memberId: number, id: number, code: string) {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const r = await repo.lockPhone(tx, memberId, id);
        if (!r) throw notFound();
        if (r.verifiedAt) throw new AppError('ALIMTALK_ALREADY_VERIFIED');
        if (!r.codeHash || !r.codeExpiresAt || r.codeExpiresAt.getTime() <= at.getTime())
          return 'ALIMTALK_CODE_EXPIRED' as const;
        if (r.codeAttempts >= ALIMTALK_CODE_ATTEMPTS) return 'ALIMTALK_CODE_ATTEMPTS' as const;
        if (!codeMatches(r.id, code, r.codeHash)) {
          // The failed try is counted in this transaction, which commits (the refusal is returned).
          await repo.updatePhone(tx, r.id, { codeAttempts: r.codeAttempts + 1 });
          return r.codeAttempts + 1 >= ALIMTALK_CODE_ATTEMPTS
            ? ('ALIMTALK_CODE_ATTEMPTS' as const)
            : ('ALIMTALK_CODE_INVALID' as const);
        }
        return repo.updatePhone(tx, r.id, {
          verifiedAt: at,
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          updatedAt: at,
        });
      });
      if (typeof outcome === 'string') throw new AppError(outcome);
      return recipientOf(outcome, at);
    },

    /** The quote of alert kinds for a number, by the charge's own function. */
    async quote(memberId: number, id: number, rules: AlertRule[]): Promise<AlimtalkQuote> {
      if (!(await repo.phoneOf(db, memberId, id))) throw notFound();
      const kinds = [...new Set(rules)];
      const since = new Date(now().getTime() - ALIMTALK_QUOTE_DAYS * 86_400_000);
      const [recentAlerts, balance] = await Promise.all([
        repo.alertsSince(db, memberId, kinds, since),
        deps.coins.balance(memberId),
      ]);
      return alimtalkQuoteOf({ kinds: kinds.length, recentAlerts, balance });
    },

    /** Saves the kinds; the rate the member confirmed must still be the rate (else quote again). */
    async saveRules(memberId: number, id: number, rules: AlertRule[], coinsPerMessage: number) {
      const r = await repo.phoneOf(db, memberId, id);
      if (!r) throw notFound();
      if (!r.verifiedAt) throw new AppError('ALIMTALK_NOT_VERIFIED');
      if (coinsPerMessage !== alimtalkCharge(1).coins) throw new AppError('ALIMTALK_QUOTE_CHANGED');
      const at = now();
      return recipientOf(await repo.updatePhone(db, r.id, { rules: [...new Set(rules)], updatedAt: at }), at);
    },

    async remove(memberId: number, id: number) {
      const gone = await repo.deletePhone(db, memberId, id);
      if (gone.length === 0) throw notFound();
    },
  };
}
