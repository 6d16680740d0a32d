import { useSession } from '../../features/auth';
import { AgencyManagePage } from '../../features/agency/AgencyManagePage';

/** /agencyMenu/coinAdditionalMngt: the agency list; grants and cancellations for managers only. */
export function AgencyManageRoute() {
  const session = useSession();
  return <AgencyManagePage role={session.data?.mbrAtrbCd} />;
}

export default AgencyManageRoute;
