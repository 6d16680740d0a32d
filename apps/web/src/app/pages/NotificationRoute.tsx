import { useSession } from '../../features/auth';
import { NoticeListPage } from '../../features/notices/NoticeListPage';

/** /notification: the notice list; managers also get the write, edit and delete actions. */
export function NotificationRoute() {
  const { data: user } = useSession();
  return <NoticeListPage canManage={user?.mbrAtrbCd === 'MNGR_MBR'} />;
}

export default NotificationRoute;
