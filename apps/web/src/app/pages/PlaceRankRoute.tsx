import { PlaceRankPage } from '../../features/place-rank/PlaceRankPage';
import { TargetAlertDialog } from '../../features/rank-alerts/TargetAlertDialog';

/** /myPlaceTracking: the place-rank feature with the rank-alerts "알림 설정" of each place. */
export function PlaceRankRoute() {
  return (
    <PlaceRankPage
      renderAlertSettings={({ plceSn, onClose }) => (
        <TargetAlertDialog kind="place" id={plceSn} onClose={onClose} />
      )}
    />
  );
}

export default PlaceRankRoute;
