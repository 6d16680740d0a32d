import * as ko from '@seller/shared/messages/sections';
import type { Role } from '@seller/shared/constants/roles';
import { exportAgencyList, fetchAgencyList } from './api/agency-api';
import { AdminMembersScreen } from './AdminMembersScreen';
import { AgencyTabs } from './components/AgencyTabs';

/** /agencyMenu/coinAdditionalMngt: managers see every agency registration, an agency its own group. */
export function AgencyManagePage({ role }: { role: Role | undefined }) {
  const isManager = role === 'MNGR_MBR';
  return (
    <AdminMembersScreen
      mode="agency"
      title={ko.agencyUi.manageTitle}
      text={isManager ? ko.agencyUi.manageTextManager : ko.agencyUi.manageTextAgency}
      fetchPage={fetchAgencyList}
      exportList={exportAgencyList}
      exportName={ko.memberAdminUi.excelFileAgency}
      isManager={isManager}
      emptyText={ko.agencyUi.agencyNotFound}
      header={<AgencyTabs callerRole={role} />}
    />
  );
}
