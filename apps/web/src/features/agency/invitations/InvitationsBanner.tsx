import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { fetchReceivedInvitations } from '../api/agency-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.agencyInvitation;

/** A notice on the other 마이페이지 pages while invitations wait for the member's answer. */
export function InvitationsBanner() {
  const list = useQuery({
    queryKey: queryKeys.agency.receivedInvitations,
    queryFn: ({ signal }) => fetchReceivedInvitations(signal),
  });
  const count = list.data?.length ?? 0;
  if (!count) return null;
  return (
    <div
      role="status"
      data-testid="invitations-banner"
      className="mb-5 flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="flex items-center gap-2 font-medium">
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        {t.banner(count)}
      </span>
      <Link
        to="/myPage/invitations"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
      >
        {t.bannerLink}
      </Link>
    </div>
  );
}
