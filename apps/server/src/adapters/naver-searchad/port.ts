/** Naver Search Ad keyword tool (`GET /keywordstool`): the port and its domain types. */

export type CompetitionLevel = 'low' | 'mid' | 'high';

export interface KeywordStat {
  /** As Naver spells it (English upper-cased, no spaces). */
  relKeyword: string;
  /** 30-day searches; a count Naver shows as "< 10" is 0 here with the matching flag set. */
  monthlyPcQcCnt: number;
  monthlyMobileQcCnt: number;
  pcQcUnder10: boolean;
  mobileQcUnder10: boolean;
  monthlyAvePcClkCnt: number;
  monthlyAveMobileClkCnt: number;
  /** Percent. */
  monthlyAvePcCtr: number;
  monthlyAveMobileCtr: number;
  plAvgDepth: number;
  /** From compIdx (low/mid/high labels in Korean); null when absent or unknown. */
  compIdx: CompetitionLevel | null;
  /** compIdx exactly as sent. */
  compIdxLabel: string;
}

export interface NaverSearchAdPort {
  /**
   * Hint keywords first, then related keywords. Spaces are removed from each hint (the API
   * refuses whitespace); at most 5 hints; blank hints alone give [] without a call.
   */
  keywordTool(hintKeywords: string[]): Promise<KeywordStat[]>;
}
