// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../../test/render';
import { RelatedTable } from './RelatedTable';

const t = ko.keywordAnalysisUi;
const row = {
  relKeyword: '텀블러',
  monthlyPcQcCnt: 1200,
  monthlyMobileQcCnt: 8800,
  monthlyTotalQcCnt: 10000,
  monthlyAvePcClkCnt: 12,
  monthlyAveMobileClkCnt: 80,
  compIdx: '높음',
  compLevel: 'high' as const,
  pcQcUnder10: false,
  mobileQcUnder10: false,
};

describe('related keywords', () => {
  it('says the keyword tool’s volumes are for comparing related keywords, and trends come from DataLab (issue 37)', () => {
    renderScreen(<RelatedTable rows={[row]} current="텀블러" />);
    expect(screen.getByTestId('related-volume-note')).toHaveTextContent(t.relatedVolumeNote);
    expect(t.relatedVolumeNote).toMatch(/비교하는 참고용.*데이터랩/);
  });
});
