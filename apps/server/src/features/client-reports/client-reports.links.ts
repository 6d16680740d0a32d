import type { ClientReportCandidates, ClientReportRow, CreateClientReportBody } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { MAX_LIVE_REPORTS, expiryOf, newReportToken, recipientStates } from './client-reports.domain';
import { type ReportsContext, iso } from './client-reports.context';
import type { ConfirmationMails } from './client-reports.recipients';
import * as repo from './client-reports.repository';

/** The member's links: the list, what can go in one, making one, revoking one. */
export function reportLinks(ctx: ReportsContext, { invite }: ConfirmationMails) {
  const { deps, db, now } = ctx;
  return {
    async list(memberId: number): Promise<ClientReportRow[]> {
      const reports = await repo.reportsOf(db, memberId);
      const recipients = await repo.recipientsOf(
        db,
        reports.map((r) => r.id),
      );
      return reports.map((r) => ({
        id: r.id,
        name: r.name,
        items: r.items,
        createdAt: r.createdAt.toISOString(),
        expiresAt: iso(r.expiresAt),
        lastOpenedAt: iso(r.lastOpenedAt),
        monthly: r.monthly,
        mailTo: r.mailTo,
        recipients: recipientStates(
          r.mailTo,
          recipients.filter((x) => x.reportSn === r.id),
        ).map((x) => ({ ...x, confirmSentAt: iso(x.confirmSentAt) })),
      }));
    },

    async candidates(memberId: number): Promise<ClientReportCandidates> {
      const { goods, places } = await repo.candidatesOf(db, await repo.reportOwners(db, memberId));
      const named = (r: {
        id: number;
        owner: number;
        ownerName: string;
        title: string | null;
        number: string | null;
        keywords: number;
      }) => ({
        id: r.id,
        name: r.title ?? r.number ?? '',
        keywords: r.keywords,
        // A group member's item names its member (issue 40 §1); the agency's own names nobody.
        owner: r.owner === memberId ? null : r.ownerName,
      });
      return { goods: goods.map(named), places: places.map(named) };
    },

    /**
     * A new link; the answer is the only place its token ever appears. With the monthly mail on,
     * each address gets its confirmation mail once the link is saved.
     */
    async create(
      memberId: number,
      input: CreateClientReportBody,
    ): Promise<{ row: ClientReportRow & { token: string }; confirmations: number }> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        // Only the member's own products and places, and an agency's consenting group members'
        // (issue 40 §1): one id of anyone else's refuses the whole call.
        const owners = await repo.reportOwners(tx, memberId);
        const goods = await repo.ownedGoods(tx, owners, input.goods);
        const places = await repo.ownedPlaces(tx, owners, input.places);
        if (goods.length !== input.goods.length || places.length !== input.places.length)
          throw new AppError('CLIENT_REPORT_ITEM_NOT_FOUND');
        // A courtesy cap against clutter, not a money rule: a rare race past it is harmless.
        if ((await repo.liveCount(tx, memberId, at)) >= MAX_LIVE_REPORTS)
          throw new AppError('CLIENT_REPORT_LIMIT');
        const { token, hash } = newReportToken();
        const row = await repo.insertReport(tx, {
          mbrSn: memberId,
          name: input.name,
          comment: input.comment || null,
          tokenHash: hash,
          createdAt: at,
          expiresAt: expiryOf(at, input.expiresInDays),
          monthly: input.monthly,
          mailTo: input.mailTo,
        });
        // In the order given: products first, then places.
        await repo.insertItems(tx, row.id, [
          ...input.goods.map((goodsId) => ({ gdpSn: goodsId })),
          ...input.places.map((trackedPlaceId) => ({ plceSn: trackedPlaceId })),
        ]);
        return {
          ...row,
          items: input.goods.length + input.places.length,
          createdAt: row.createdAt.toISOString(),
          expiresAt: iso(row.expiresAt),
          lastOpenedAt: null,
          token,
        };
      });
      const confirmations = input.monthly ? await invite(memberId, row.id, input.mailTo) : 0;
      const recipients = await repo.recipientsOf(db, [row.id]);
      return {
        row: {
          ...row,
          recipients: recipientStates(row.mailTo, recipients).map((x) => ({
            ...x,
            confirmSentAt: iso(x.confirmSentAt),
          })),
        },
        confirmations,
      };
    },

    async revoke(memberId: number, reportSn: number): Promise<void> {
      if (!(await repo.revoke(db, memberId, reportSn, now()))) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      await repo.deletePdfs(db, reportSn);
    },

    /** Ends the render threads (the app's close). */
    close: () => deps.renderer.close(),
  };
}
