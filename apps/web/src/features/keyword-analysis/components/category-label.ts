import * as ko from '@seller/shared/messages/sections';
import type { CategorySlice } from '../model/categories';

const t = ko.keywordAnalysisUi;

/** Legend text of a slice: the last two levels, "others", or "no category". */
export const sliceLabel = (s: Pick<CategorySlice, 'category' | 'short'>): string =>
  s.category === null ? t.categoryOthers : s.category === '' ? t.categoryNone : (s.short ?? s.category);
