import * as ko from '@seller/shared/messages/sections';
import { navItemClass } from './HeaderBar';
import { NavMenu } from './NavMenu';
import { ADMIN_NAV } from './nav-items';

/** The managers' 관리자 menu (spec 01 §2.2): 회원 관리, 대행 관리, 공지 등록. */
export function AdminMenu() {
  return (
    <NavMenu
      label={ko.shell.admin}
      listLabel={ko.shell.adminMenuLabel}
      entries={ADMIN_NAV}
      testId="admin-menu"
      triggerClassName={navItemClass}
    />
  );
}
