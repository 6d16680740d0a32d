import { agencyGroups, members } from './index';

/**
 * The signed-in member (SessionUser, spec 01 §3) as a select of `members` left-joined to
 * `agency_groups`: the session look-up and the API-token look-up read the same columns. Not part
 * of the schema index: a view of its tables, not a table.
 */
export const sessionUserColumns = {
  mbrSn: members.mbrSn,
  mbrEmail: members.email,
  mbrNm: members.name,
  mbrAtrbCd: members.role,
  mbrTpCd: members.memberType,
  psitnGrpcoSn: members.groupId,
  psitnGrpcoCd: agencyGroups.code,
};
