import type {
  AuditAction,
  ChargeHistoryRow,
  CoinHistoryAnswer,
  MemberListAnswer,
  MemberListQuery,
  SessionUser,
} from '@seller/shared';
import type { Readable } from 'node:stream';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../adapters/mail/mail';
import type { CoinsPort } from '../coins/index';

/** What the agency feature needs from others, composed in app.ts (features never import each other). */
export interface AgencyPorts {
  /** The members feature's admin list in agency mode (scope checked there). */
  listMembers(caller: SessionUser, query: MemberListQuery): Promise<MemberListAnswer>;
  /** The same list as an xlsx download (every row), named for the screen. */
  exportMembers(caller: SessionUser, query: MemberListQuery): Promise<{ name: string; file: Readable }>;
  /** The members feature's audit log, written in the caller's transaction. */
  audit(
    tx: Tx,
    entry: {
      actorMbrSn: number;
      action: AuditAction;
      targetMbrSn: number | null;
      before: unknown;
      after: unknown;
      at?: Date;
    },
  ): Promise<void>;
  /** The coins feature: every balance change goes through applyCoinChange. */
  coins: Pick<CoinsPort, 'apply' | 'lockBalance' | 'lockAccount' | 'account'>;
  /** The payments feature: a member's purchases as userCoinHist rows. */
  chargeHistory(memberId: number): Promise<ChargeHistoryRow[]>;
  /** The coins feature: one page of a member's ledger, with each spend's reason. */
  coinHistory(memberId: number, pageNum: number, pageSize: number): Promise<CoinHistoryAnswer>;
}

/** The mail service: an invitation's mail (sent after the answer). */
export interface InvitationMailPort {
  sendMail(message: MailMessage): Promise<unknown>;
}
