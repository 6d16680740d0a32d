import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
  type EmailCodePurpose,
  kstDate,
  ko,
  normalizeEmail,
} from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountsDeps } from './accounts.ports';
import {
  bumpAttempts,
  consumeCode,
  countMailSend,
  deleteCode,
  findVerifiedCode,
  insertCode,
  lastCodeSentTo,
  latestCode,
  markCodeVerified,
  uncountMailSend,
} from './accounts.repository';
import { hashToken } from '../../lib/tokens';
import { minutesAfter, minutesBefore } from '../../lib/minutes';
import {
  VERIFIED_EMAIL_VALID_MINUTES,
  emailCodeMatches,
  hashEmailCode,
  newEmailCode,
  newSalt,
  resendWaitSeconds,
} from './accounts.domain';
import { codeMail } from './code-mail';

/**
 * E-mail verification codes (spec 01 §4 join and password reset). The code is generated, hashed
 * and checked here and never leaves the server except in the mail.
 */
export function createEmailCodeService(deps: AccountsDeps) {
  const { db, now } = deps;
  return {
    /**
     * Sends a code. For sign-up an e-mail in use is refused (the duplication check already tells);
     * for a reset the answer is the same whether or not an account has the e-mail.
     */
    async send(input: {
      /** The browser's live anonymous session, if it has one. */
      anonHash: string | null;
      /** Opens (or renews) the browser's anonymous session: only once the code is really sent. */
      openAnon: () => Promise<string>;
      email: string;
      purpose: EmailCodePurpose;
      /** The caller's address (the proxy's client per TRUST_PROXY). */
      clientIp: string;
    }): Promise<{ message: string; resendAfterSeconds: number }> {
      const email = normalizeEmail(input.email);
      const at = now();
      const existing = await deps.members.findByEmail(db, email);
      if (input.purpose === 'join' && existing) throw new AppError('EMAIL_TAKEN');
      // One code a minute per address, whoever asks: a browser that corrects a mistyped address
      // gets its code at once (the daily caps below keep one browser from mailing many addresses).
      const wait = resendWaitSeconds(
        await lastCodeSentTo(db, email, input.purpose),
        at,
        EMAIL_CODE_RESEND_SECONDS,
      );
      if (wait > 0)
        throw new AppError('CODE_RESEND_TOO_SOON', ko.account.codeTooSoonIn(wait), {
          resendAfterSeconds: wait,
        });
      // Daily caps, so nobody floods an inbox or our mail sender. Reset codes for unknown
      // addresses count too: the answer must not tell whether an account exists.
      const day = kstDate(at);
      const caps = [
        { scope: 'address', keyHash: hashToken(`address:${email}`), day },
        { scope: 'client', keyHash: hashToken(`client:${input.clientIp}`), day },
      ] as const;
      await db.transaction(async (tx) => {
        if (!(await countMailSend(tx, caps[0], deps.codeMailCaps.perAddress)))
          throw new AppError('CODE_DAILY_LIMIT');
        if (!(await countMailSend(tx, caps[1], deps.codeMailCaps.perClient)))
          throw new AppError('CODE_DAILY_LIMIT_CLIENT');
      });

      // A refused request leaves no trace: the anonymous session is opened only from here on.
      const anonHash = await input.openAnon();
      const target = input.purpose === 'reset' && existing?.status === 'ACTIVE' ? existing : undefined;
      const code = newEmailCode();
      const salt = newSalt();
      const id = await insertCode(db, {
        anonHash,
        purpose: input.purpose,
        email,
        mbrSn: target?.mbrSn ?? null,
        codeHash: hashEmailCode(salt, code),
        salt,
        createdAt: at,
        expiresAt: minutesAfter(at, EMAIL_CODE_TTL_MINUTES),
      });
      const mail = codeMail(input.purpose, code, EMAIL_CODE_TTL_MINUTES);
      if (input.purpose === 'join') {
        try {
          await deps.mail.sendMail({ to: input.email.trim(), ...mail });
        } catch (err) {
          // Nothing was sent: the visitor may ask again at once.
          await deleteCode(db, id);
          for (const cap of caps) await uncountMailSend(db, cap);
          deps.logError?.(err, 'join code mail');
          throw new AppError('MAIL_SEND_FAILED');
        }
        return { message: ko.account.codeSent, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
      }
      // A reset mail goes out in the background, so neither the answer nor its timing tells
      // whether an account has this e-mail.
      if (target) {
        void deps.mail
          .sendMail({ to: target.email, ...mail })
          .catch((err: unknown) => deps.logError?.(err, 'reset code mail'));
      }
      return { message: ko.account.resetCodeSent, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
    },

    /** Checks a typed code against the newest one this browser asked for (5 attempts, 10 minutes). */
    async verify(input: { anonHash: string | null; email: string; code: string; purpose: EmailCodePurpose }) {
      if (!input.anonHash) throw new AppError('CODE_MISMATCH');
      const email = normalizeEmail(input.email);
      const at = now();
      const row = await latestCode(db, input.anonHash, input.purpose, email);
      if (!row || row.consumedAt) throw new AppError('CODE_MISMATCH');
      if (row.verifiedAt) return;
      if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
      if (row.expiresAt <= at) throw new AppError('CODE_EXPIRED');
      // A reset code for an e-mail no account has never verifies (it was never sent).
      const sendable = input.purpose === 'join' || row.mbrSn !== null;
      if (!sendable || !emailCodeMatches(row.salt, row.codeHash, input.code)) {
        const attempts = await bumpAttempts(db, row.id, EMAIL_CODE_MAX_ATTEMPTS);
        if (attempts === null || attempts >= EMAIL_CODE_MAX_ATTEMPTS)
          throw new AppError('CODE_ATTEMPTS_EXCEEDED');
        throw new AppError('CODE_MISMATCH');
      }
      if (!(await markCodeVerified(db, row.id, at, EMAIL_CODE_MAX_ATTEMPTS)))
        throw new AppError('CODE_EXPIRED');
    },

    /** The verified, unused code that lets this browser finish sign-up or set a new password. */
    verified(anonHash: string, purpose: EmailCodePurpose, email: string) {
      return findVerifiedCode(
        db,
        anonHash,
        purpose,
        normalizeEmail(email),
        minutesBefore(now(), VERIFIED_EMAIL_VALID_MINUTES),
      );
    },

    /** Uses a verified code up (once), in the caller's transaction: false when already used. */
    consume: (tx: DbOrTx, id: number, at: Date) => consumeCode(tx, id, at),
  };
}

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
