import * as ko from '@seller/shared/messages/sections';
import { MAX_PLACE_KEYWORDS } from '@seller/shared/rules/place-rank';
import { KeywordManagerDialog } from '../../../components/rank-tracking/KeywordManagerDialog';
import { useAddPlaceKeyword, useChoosePlaceKeyword, useDeletePlaceKeyword } from '../hooks/use-place-actions';
import { placeSource } from '../model/rank-source';
import { actionFailure } from '../model/rules';
import type { PlaceView } from '../model/view-model';

const t = ko.placeRankUi;

/**
 * The keyword popup (spec 02 §5): add up to 5 keywords, no duplicates; change the representative
 * keyword after a confirmation (a notice when it already is); delete after a confirmation.
 */
export function KeywordDialog({ place, onClose }: { place: PlaceView; onClose: () => void }) {
  const add = useAddPlaceKeyword();
  const choose = useChoosePlaceKeyword();
  const remove = useDeletePlaceKeyword();
  return (
    <KeywordManagerDialog
      source={placeSource}
      subtitle={place.name ?? t.unnamed}
      keywords={place.keywords}
      max={MAX_PLACE_KEYWORDS}
      actions={{
        add: (keyword) => add.mutateAsync({ plceSn: place.plceSn, placeId: place.placeId, keyword }),
        setRepresentative: async (plkwrdSn) => {
          const answer = await choose.mutateAsync({ plceSn: place.plceSn, plkwrdSn });
          return { message: answer?.message, changed: answer?.data?.changed };
        },
        remove: (plkwrdSn) => remove.mutateAsync(plkwrdSn),
        failure: actionFailure,
      }}
      confirmRepresentative={{
        title: t.representativeTitle,
        text: t.representativeText,
        confirmLabel: t.change,
      }}
      onClose={onClose}
    />
  );
}
