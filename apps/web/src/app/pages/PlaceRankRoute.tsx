import { PlaceRankPage } from '../../features/place-rank/PlaceRankPage';
import { BulkAddButton } from '../../features/bulk-add/BulkAddButton';
import { LazyTargetAlertDialog } from '../../features/rank-alerts/LazyTargetAlertDialog';
import { LazyRankMapDialog } from '../../features/place-rank-map/LazyRankMapDialog';

/**
 * /myPlaceTracking: the place-rank feature with the rank-alerts settings dialog and the 순위 지도
 * (place-rank-map) of each place.
 */
export function PlaceRankRoute() {
  return (
    <PlaceRankPage
      renderAlertSettings={({ plceSn: trackedPlaceId, onClose }) => (
        <LazyTargetAlertDialog kind="place" id={trackedPlaceId} onClose={onClose} />
      )}
      renderRankMap={(target) => <LazyRankMapDialog {...target} />}
      bulkAdd={<BulkAddButton kind="place" />}
    />
  );
}

export default PlaceRankRoute;
