import type { SessionUser } from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inOwnGroup } from './agency.domain';
import type { AgencyPorts } from './agency.ports';
import * as repo from './agency.repository';

/*
 * What every use case of agencies shares (issue 38 §4: the service is split by use case,
 * agency.service.ts composes them): the dependencies and the caller's scope over a member.
 */

export interface AgencyDeps {
  db: Db;
  now: () => Date;
  ports: AgencyPorts;
}

/** The shared parts of the agency use cases (see the top of this file). */
export function createAgencyContext(deps: AgencyDeps) {
  const { db, now, ports } = deps;

  /** The target of a history or grant call, if the caller may see it (else 403, or 404 for managers). */
  async function targetInScope(caller: SessionUser, memberId: number) {
    const target = await repo.memberById(db, memberId);
    const visible = target && target.status !== 'WITHDRAWN';
    if (caller.mbrAtrbCd === 'MNGR_MBR') {
      if (!visible) throw new AppError('MEMBER_NOT_FOUND');
      return target;
    }
    // An agency member learns nothing about members outside its group, not even whether they exist.
    if (caller.mbrAtrbCd !== 'MNPY_MBR' || !visible || !inOwnGroup(caller.psitnGrpcoSn, target.groupId)) {
      throw new AppError('FORBIDDEN');
    }
    return target;
  }

  return { db, now, ports, targetInScope };
}

export type AgencyContext = ReturnType<typeof createAgencyContext>;
