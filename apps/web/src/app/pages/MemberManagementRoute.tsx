import * as ko from '@seller/shared/messages/sections';
import { AdminMembersScreen } from '../../features/agency/AdminMembersScreen';
import { exportMemberList, fetchMemberList } from '../../features/members/api/members-api';
import { AuditLogSection } from '../../features/members/AuditLogSection';

/**
 * /coinManagementV1 (회원 관리, managers only): the agency feature's admin grid over every member
 * (the members feature's list call), with the audit log below.
 */
export function MemberManagementRoute() {
  return (
    <AdminMembersScreen
      mode="members"
      title={ko.memberAdminUi.title}
      text={ko.memberAdminUi.text}
      fetchPage={fetchMemberList}
      exportList={exportMemberList}
      exportName={ko.memberAdminUi.excelFileMembers}
      isManager
      emptyText={ko.memberAdminUi.membersNotFound}
      footer={<AuditLogSection />}
    />
  );
}

export default MemberManagementRoute;
