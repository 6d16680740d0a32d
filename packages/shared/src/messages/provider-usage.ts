/** 수집 현황 (issue 36 §3): what paid provider calls cost, for managers. */
export const providerUsage = {
  /** Display names of the known paid sources (server lib/provider-usage/sources.ts). */
  sources: {
    'shopping-searchapi': 'SearchApi.io 쇼핑 검색',
    'shopping-apify': 'Apify 쇼핑 검색',
  },
} as const;
