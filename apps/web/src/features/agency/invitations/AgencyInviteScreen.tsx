import * as ko from '@seller/shared/messages/sections';
import { AgencyTabs } from '../components/AgencyTabs';
import { InviteForm } from './InviteForm';
import { SentInvitations } from './SentInvitations';

const t = ko.agencyUi;

/**
 * /agencyMenu/agencyGrupAddMember for an agency member: it invites by e-mail and follows its
 * invitations; a member joins its group only by accepting in 마이페이지.
 */
export function AgencyInviteScreen() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-10" data-testid="agency-invite">
      <AgencyTabs callerRole="MNPY_MBR" />
      <h1 className="text-2xl font-bold text-slate-900">{t.inviteTitle}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t.inviteText}</p>
      <InviteForm />
      <SentInvitations />
    </section>
  );
}
