import * as ko from '@seller/shared/messages/sections';
import { MAX_KEYWORDS } from '@seller/shared/rules/goods-rank';
import { KeywordManagerDialog } from '../../../components/rank-tracking/KeywordManagerDialog';
import { useAddKeyword, useDeleteKeyword, useSetRepresentative } from '../hooks/use-goods-actions';
import { goodsSource } from '../model/rank-source';
import { failureMessage } from '../model/rules';
import type { GoodsRowView } from '../model/view-model';

/** Spec 02 §5: add (up to 5, no duplicates), choose the representative, delete the others. */
export function KeywordsDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const add = useAddKeyword();
  const represent = useSetRepresentative();
  const remove = useDeleteKeyword();
  return (
    <KeywordManagerDialog
      source={goodsSource}
      subtitle={view.title ?? ko.goodsRankUi.lookupPending}
      keywords={view.keywords}
      max={MAX_KEYWORDS}
      actions={{
        add: async (keyword) => void (await add.mutateAsync({ gdpSn: view.gdpSn, keyword })),
        setRepresentative: async (keywordId) =>
          void (await represent.mutateAsync({ gdpSn: view.gdpSn, gdkdSn: keywordId })),
        remove: async (keywordId) => void (await remove.mutateAsync(keywordId)),
        failure: failureMessage,
      }}
      onClose={onClose}
    />
  );
}
