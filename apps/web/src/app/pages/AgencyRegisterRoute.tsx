import { useSession } from '../../features/auth';
import { AgencyRegisterPage } from '../../features/agency/AgencyRegisterPage';

/** /agencyMenu/agencyGrupAddMember: the agency feature's registration, told the caller's role. */
export function AgencyRegisterRoute() {
  const session = useSession();
  return <AgencyRegisterPage role={session.data?.mbrAtrbCd} />;
}

export default AgencyRegisterRoute;
