import { PlaceRankPage } from '../../features/place-rank/PlaceRankPage';
import { BulkAddButton } from '../../features/bulk-add/BulkAddButton';
import { LazyTargetAlertDialog } from '../../features/rank-alerts/LazyTargetAlertDialog';

/** /myPlaceTracking: the place-rank feature with the rank-alerts settings dialog of each place. */
export function PlaceRankRoute() {
  return (
    <PlaceRankPage
      renderAlertSettings={({ plceSn: trackedPlaceId, onClose }) => (
        <LazyTargetAlertDialog kind="place" id={trackedPlaceId} onClose={onClose} />
      )}
      bulkAdd={<BulkAddButton kind="place" />}
    />
  );
}

export default PlaceRankRoute;
