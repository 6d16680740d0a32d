import { productAt } from '../../apps/simulator/src/market/products';

/** Accounts the global setup creates with `npm run member` before the app starts. */
export const ACCOUNTS = {
  manager: {
    email: 'manager@example.com',
    password: 'Manager1!',
    name: 'Boss',
    role: 'MNGR_MBR',
    coins: 1200,
  },
  agency: { email: 'agency@example.com', password: 'Agency12!', name: 'Agent', role: 'MNPY_MBR', coins: 300 },
  tracker: {
    email: 'tracker@example.com',
    password: 'Tracker1!',
    name: 'Track',
    role: 'GNRL_MBR',
    coins: 200,
  },
  member: { email: 'member@example.com', password: 'Member12!', name: 'Seller', role: 'GNRL_MBR', coins: 50 },
  placer: { email: 'placer@example.com', password: 'Placer12!', name: 'Placer', role: 'GNRL_MBR', coins: 10 },
  buyer: { email: 'buyer@example.com', password: 'Buyer123!', name: 'Buyer', role: 'GNRL_MBR', coins: 10 },
  // Administration e2e (agency, members): registered as an agency; given coins and refunded.
  client: { email: 'client@example.com', password: 'Client12!', name: 'Client', role: 'GNRL_MBR', coins: 5 },
  payee: { email: 'payee@example.com', password: 'Payee123!', name: 'Payee', role: 'GNRL_MBR', coins: 20 },
  // Renewal notices (issue 23 point 6): an auto-renew product that expired without coins (seeded).
  lapsed: { email: 'lapsed@example.com', password: 'Lapsed12!', name: 'Lapsed', role: 'GNRL_MBR', coins: 20 },
  // Coin history reasons (issue 23 point 10): registers and renews a product in the browser.
  renewer: {
    email: 'renewer@example.com',
    password: 'Renewer1!',
    name: 'Renew',
    role: 'GNRL_MBR',
    coins: 100,
  },
  // Cost before spending (issue 28 §3): quotes before registering, renewing and auto-renewing, then
  // the coin ledger and its xlsx.
  quoter: { email: 'quoter@example.com', password: 'Quoter12!', name: 'Quote', role: 'GNRL_MBR', coins: 35 },
  // 키워드로 내 상품 찾기 (issue 39 §1, goods-finder.e2e.ts): found by keyword, added with it.
  finder: { email: 'finder@example.com', password: 'Finder12!', name: 'Finder', role: 'GNRL_MBR', coins: 30 },
  // A newcomer's first morning (issue 39 "done when", goods-newcomer.e2e.ts): a visible rank from the add box.
  newcomer: {
    email: 'newcomer@example.com',
    password: 'Newcomer1!',
    name: 'Newbie',
    role: 'GNRL_MBR',
    coins: 30,
  },
  // Rivals on the same keyword (issue 28 §1, rivals.e2e.ts): a product's rivals and a place's top 10.
  rival: { email: 'rival@example.com', password: 'Rival123!', name: 'Rival', role: 'GNRL_MBR', coins: 30 },
  placeRival: {
    email: 'placerival@example.com',
    password: 'PlaceRiv1!',
    name: 'Placed',
    role: 'GNRL_MBR',
    coins: 10,
  },
  // 순위 변동 원인 (issue 42, rank-changes.e2e.ts): accounts of their own, so the rows they add
  // are never the first row rivals.e2e.ts reads.
  changes: {
    email: 'changes@example.com',
    password: 'Changes1!',
    name: 'Change',
    role: 'GNRL_MBR',
    coins: 30,
  },
  placeChanges: {
    email: 'placechanges@example.com',
    password: 'PlaceChg1!',
    name: 'Spot',
    role: 'GNRL_MBR',
    coins: 10,
  },
  // Client reports (issue 29 §1, client-reports.e2e.ts): made an agency, tracks a product, shares it.
  reporter: {
    email: 'reporter@example.com',
    password: 'Report12!',
    name: 'Report',
    role: 'GNRL_MBR',
    coins: 30,
  },
  // Bulk add from a spreadsheet (issue 29 §2, bulk-add.e2e.ts): products for coins, then places.
  // Its address must not contain BULK_MEMBERS.prefix: members.e2e.ts counts the members matching it.
  bulker: {
    email: 'sheets@example.com',
    password: 'Bulker12!',
    name: 'Sheets',
    role: 'GNRL_MBR',
    coins: 100,
  },
  // Accessibility e2e: registers a product to open its dialogs (its own, so no other file's counts move).
  inspector: {
    email: 'inspector@example.com',
    password: 'Inspect1!',
    name: 'Axe',
    role: 'GNRL_MBR',
    coins: 30,
  },
  // Where each rank came from (issue 36 §2, goods-rank.e2e.ts): a product whose ranks so far were
  // read by the ended shopping Open API (seeded as the migration backfills them).
  legacy: { email: 'legacy@example.com', password: 'Legacy12!', name: 'Legacy', role: 'GNRL_MBR', coins: 10 },
  // 순위 지도 (issue 41): tracks a place and scans it (a coin a point).
  mapper: {
    email: 'mapper@example.com',
    password: 'Mapper12!',
    name: 'Mapper',
    role: 'GNRL_MBR',
    coins: 200,
  },
} as const;

/**
 * Members without a password (they never sign in), created in bulk by the global setup so the
 * admin grids have more than one block (100 rows) to page through: bulk001@… to bulk240@…, with
 * (n × 37) mod 1,000 purchased coins each.
 */
export const BULK_MEMBERS = { count: 240, prefix: 'bulk', domain: 'e2e.example.com' } as const;

/** The legacy account's keywords and the ranks the ended Open API recorded, oldest first (today last). */
export const LEGACY_RANKS = {
  keyword: 'legacy ranks lamp',
  /** A keyword its product is not listed for: outside what the check reads. */
  outsideKeyword: 'legacy ranks desk',
  ranks: [33, 31, 30, 28, 27, 26, 25, 24],
} as const;

/** The simulator's first catalogue product past the 20th on the legacy keyword (its market is seeded). */
export function legacyProduct() {
  for (let i = 20; ; i++) {
    const p = productAt(LEGACY_RANKS.keyword, i);
    if (p.productType === 1) return p;
  }
}
