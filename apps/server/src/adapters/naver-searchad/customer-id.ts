/**
 * What the operator must know when the keyword tool refuses the customer id: the Search Ad API
 * takes the legacy customer id only, not the ad-account number the integrated ad platform shows
 * since 2025-09 (vendor answers naver/searchad-apidoc #1409, #1420).
 */
export const CUSTOMER_ID_HINT =
  'NAVER_SEARCHAD_CUSTOMER_ID must be the legacy Search Ad customer id (shown under "SA API settings" in ' +
  'the ad centre), not the new ad-account number (adAccountNo), which the Search Ad API does not accept ' +
  '(naver/searchad-apidoc #1409, #1420).';
