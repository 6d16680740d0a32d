import { PlaceRankPage } from '../../features/place-rank/PlaceRankPage';
import { BulkAddButton } from '../../features/bulk-add/BulkAddButton';
import { LazyTargetAlertDialog } from '../../features/rank-alerts/LazyTargetAlertDialog';
import { LazyRankMapDialog } from '../../features/place-rank-map/LazyRankMapDialog';
import { PlaceCorrelationSlot } from '../../features/place-rank/components/correlation-slot';
import { PlaceCorrelationNote } from '../../features/rank-changes/PlaceCorrelationNote';

const renderCorrelation = ({ plkwrdSn }: { plkwrdSn: number }) => (
  <PlaceCorrelationNote plkwrdSn={plkwrdSn} />
);

/**
 * /myPlaceTracking: the place-rank feature with the rank-alerts settings dialog and the 순위 지도
 * (place-rank-map) of each place, and each keyword's rank correlation (rank-changes).
 */
export function PlaceRankRoute() {
  return (
    <PlaceCorrelationSlot.Provider value={renderCorrelation}>
      <PlaceRankPage
        renderAlertSettings={({ plceSn: trackedPlaceId, onClose }) => (
          <LazyTargetAlertDialog kind="place" id={trackedPlaceId} onClose={onClose} />
        )}
        renderRankMap={(target) => <LazyRankMapDialog {...target} />}
        bulkAdd={<BulkAddButton kind="place" />}
      />
    </PlaceCorrelationSlot.Provider>
  );
}

export default PlaceRankRoute;
