/**
 * Which Apify actor reads the Naver Shopping list, and how our question maps onto its input and
 * its dataset rows onto the port's entries. An actor's input and output schema is its author's
 * and changes with its builds; the Apify Store pages we could read (docs/data-sources.md, as
 * stored 2026) name what an actor returns but rarely the field names, so every field name below
 * that is not marked "documented" is ASSUMED: check the actor's Input and Output tabs before
 * using it, and give a corrected mapping as JSON in APIFY_ACTOR_MAPPING when they differ.
 * A mapping is data, so an operator can point the adapter at another actor without a release.
 */
import { z } from 'zod';
import type { ShoppingDevice, ShoppingSurface } from '../../lib/shopping-source/port';

const SURFACES = ['plus-store', 'price-comparison'] as const satisfies readonly ShoppingSurface[];
const DEVICES = ['pc', 'mobile'] as const satisfies readonly ShoppingDevice[];

/** Candidate field paths (dotted for nested: "store.name"); the first present one is read. */
const paths = z.array(z.string().min(1)).default([]);

export const apifyMappingSchema = z.object({
  /** The actor as the Store names it: `username/actor-name` (the API path takes `username~actor-name`). */
  actor: z.string().regex(/^[\w.-]+[/~][\w.-]+$/, 'actor must be username/actor-name'),
  surface: z.enum(SURFACES),
  device: z.enum(DEVICES).default('pc'),
  /** The deepest slot the actor can read (its documented claim, or less). */
  maxDepth: z.number().int().min(1),
  /** The Naver result-page size the actor reads: for a depth given in pages and per-page prices. */
  pageSize: z.number().int().min(1).max(200),
  input: z.object({
    keyword: z.object({ field: z.string().min(1), as: z.enum(['string', 'array']) }),
    /** How many to read: rows (products, ads included) or result pages. */
    depth: z.object({ field: z.string().min(1), unit: z.enum(['rows', 'pages']) }),
    /** An input that starts the read at a position; with it the adapter is resumable. */
    offset: z.object({ field: z.string().min(1), base: z.union([z.literal(0), z.literal(1)]) }).optional(),
    /** Fixed input (e.g. keep ads, Naver's own order). */
    fixed: z.record(z.string(), z.unknown()).default({}),
  }),
  output: z.object({
    /** The slot; none: the dataset's order is the list's order. */
    position: paths,
    isAd: paths,
    nvMid: paths,
    storeProductNo: paths,
    isCatalog: paths,
    title: paths,
    mallName: paths,
    image: paths,
    url: paths,
    price: paths,
    reviewCount: paths,
    purchaseCount: paths,
    rating: paths,
    category: paths,
    /** Naver's product total for the keyword, when the actor repeats it on its rows. */
    total: paths,
    /** A row that reports a failed page instead of a product (Apify crawlers push `#error` rows). */
    error: z.array(z.string().min(1)).default(['#error', 'errorMessage', 'error']),
  }),
  pricing: z.object({
    model: z.enum(['per-row', 'per-page']),
    /** USD per 1,000 rows (per-row) or per 1,000 result pages (per-page), the Store's list price. */
    usdPer1000: z.number().nonnegative(),
    /** A fixed charge per run (an actor-start event), when the actor has one. */
    startUsd: z.number().nonnegative().default(0),
  }),
  /** Where the mapping comes from and what of it is confirmed. */
  about: z.string().default(''),
});

export type ApifyMapping = z.infer<typeof apifyMappingSchema>;

/**
 * The shipped mappings: actors whose Store pages document both a depth of 500 or more and an ad
 * flag (reference data-sources-2026.md §1.3). Neither documents its field names.
 */
export const SHIPPED_ACTORS: Record<string, ApifyMapping> = {
  'automly/naver-shopping-scraper': apifyMappingSchema.parse({
    actor: 'automly/naver-shopping-scraper',
    about:
      'apify.com/automly/naver-shopping-scraper (stored 2026). Documented: search words or search links; ' +
      '"thousands of products per keyword"; "Sponsored products flagged: keep them or leave them out"; ' +
      'price, discount, store, SmartStore links, rating, review count, purchase count, category, catalog seller ' +
      'count; from $2.49 / 1,000 products. ASSUMED: every field name below, the surface (its catalog seller ' +
      'counts point to price comparison) and that `rank` counts ads.',
    surface: 'price-comparison',
    maxDepth: 2000,
    pageSize: 40,
    input: {
      keyword: { field: 'keywords', as: 'array' },
      depth: { field: 'maxProductsPerKeyword', unit: 'rows' },
      fixed: { includeSponsored: true },
    },
    output: {
      position: ['rank', 'position'],
      isAd: ['isSponsored', 'isAd', 'sponsored'],
      nvMid: ['nvMid', 'productId'],
      storeProductNo: ['channelProductNo', 'smartStoreProductId'],
      isCatalog: ['isCatalog'],
      title: ['productName', 'title', 'name'],
      mallName: ['storeName', 'mallName', 'store.name'],
      image: ['imageUrl', 'image'],
      url: ['productUrl', 'url', 'link'],
      price: ['price', 'salePrice'],
      reviewCount: ['reviewCount'],
      purchaseCount: ['purchaseCount'],
      rating: ['rating'],
      category: ['category', 'categoryPath'],
      total: ['totalCount', 'total'],
    },
    pricing: { model: 'per-row', usdPer1000: 2.49 },
  }),
  'delicious_zebu/naver-shopping-product-scraper': apifyMappingSchema.parse({
    actor: 'delicious_zebu/naver-shopping-product-scraper',
    about:
      'apify.com/delicious_zebu/naver-shopping-product-scraper and its build OpenAPI (stored 2026). Documented: ' +
      'a keyword and "the number of pages"; "up to 200 result pages per keyword"; price and discount, seller, ' +
      'shipping fee, rating, review count, "stock and ad flags"; from $4.00 / 1,000 results. ASSUMED: every field ' +
      "name below, 40 products a page, the surface, and that the dataset keeps Naver's order (no position field).",
    surface: 'price-comparison',
    maxDepth: 8000,
    pageSize: 40,
    input: {
      keyword: { field: 'keyword', as: 'string' },
      depth: { field: 'maxPages', unit: 'pages' },
    },
    output: {
      isAd: ['isAd', 'ad', 'isSponsored'],
      nvMid: ['productId', 'nvMid'],
      storeProductNo: ['channelProductId'],
      title: ['productName', 'title'],
      mallName: ['sellerName', 'mallName'],
      image: ['imageUrl', 'image'],
      url: ['productUrl', 'url'],
      price: ['price', 'discountedPrice'],
      reviewCount: ['reviewCount'],
      purchaseCount: ['purchaseCount'],
      rating: ['rating'],
      category: ['category'],
    },
    pricing: { model: 'per-row', usdPer1000: 4 },
  }),
};

/** The configured actor: a shipped one by name, or a custom one with its mapping (JSON). */
export function resolveMapping(actor: string, customJson: string | undefined): ApifyMapping {
  if (customJson) {
    const parsed = apifyMappingSchema.safeParse(JSON.parse(customJson));
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return parsed.data;
  }
  const shipped = SHIPPED_ACTORS[actor.replace('~', '/')];
  if (!shipped)
    throw new Error(
      `APIFY_ACTOR ${actor} has no shipped mapping (${Object.keys(SHIPPED_ACTORS).join(', ')}); give one in APIFY_ACTOR_MAPPING`,
    );
  return shipped;
}
