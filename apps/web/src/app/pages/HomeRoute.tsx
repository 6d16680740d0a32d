import { HomePage } from '../../features/home/HomePage';
import { LatestNotice } from '../../features/notices';
import { AdSlot } from '../../components/ui/AdSlot';
import { useAppConfig } from '../../lib/app-config';

/** Composes the home page with the notices feature and the configured ad unit. */
export default function HomeRoute() {
  const { adfitUnitId } = useAppConfig();
  return <HomePage noticeSlot={<LatestNotice />} bottomSlot={<AdSlot unitId={adfitUnitId} />} />;
}
