import type { Db, DbOrTx } from '../../db/client';
import type { MemberRow, members } from '../../db/schema/index';
import type { IdentityVerification } from '../../adapters/portone/types';
import type { MailMessage } from '../../adapters/mail/mail';

/** What the account flows need from the members feature; the app wires the members repository in. */
interface MembersPort {
  findByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined>;
  insertMember(db: DbOrTx, values: typeof members.$inferInsert): Promise<MemberRow>;
}

export interface AccountsDeps {
  db: Db;
  /** Other features' stale personal data on the anonymous rows, dropped with their cleanup. */
  scrubs?: () => readonly ((at: Date) => Promise<void>)[];
  now: () => Date;
  members: MembersPort;
  portone: { getIdentityVerification(id: string): Promise<IdentityVerification> };
  mail: { sendMail(message: MailMessage): Promise<unknown> };
  /** Code mails a Korea day to one address and from one client address. */
  codeMailCaps: { perAddress: number; perClient: number };
  /**
   * Revokes every API token of the member (api-tokens), inside a password change's or reset's
   * transaction: a token must not outlive the password it was made under (issue 35 §4).
   */
  revokeApiTokens(tx: DbOrTx, memberId: number): Promise<number>;
  /** Failures that must not reach the caller (a background reset mail). */
  logError?: (err: unknown, what: string) => void;
}
