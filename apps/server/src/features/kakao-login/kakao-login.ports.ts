import type { KakaoLoginPort } from '../../adapters/kakao/types';
import type { Db, DbOrTx } from '../../db/client';
import type { MemberRow, members } from '../../db/schema/index';
import type { AccountsService } from '../accounts/index';

/** What Kakao login needs from the members, session and accounts features and the Kakao API. */
export interface KakaoLoginDeps {
  db: Db;
  now: () => Date;
  members: {
    findByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined>;
    insertMember(db: DbOrTx, values: typeof members.$inferInsert): Promise<MemberRow>;
  };
  kakao: KakaoLoginPort;
  /** The session feature's session opening (password login and Kakao share it). */
  openSession(input: {
    mbrSn: number;
    previousHash: string | null;
    userAgent?: string;
    ip?: string;
  }): Promise<{ token: string; expiresAt: Date }>;
  /** The consents of a new member, as the join page records them (accounts). */
  consents: AccountsService['consents'];
  /** Where Kakao sends the browser back: `${publicUrl}/v1/auth/kakao/callback`. */
  kakaoRedirectUri: string;
  /** Failures that must not reach the caller (Kakao unreachable). */
  logError?: (err: unknown, what: string) => void;
}
