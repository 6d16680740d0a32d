/**
 * What a member types or pastes to name a product (issue 23 point 8): a number, or a link that
 * carries one. Store links (smart store, brand store) carry the store product number; catalogue
 * links and shopping search links carry the shopping product id (nvMid), which the catalogue
 * look-up takes. The link decides the kind, whatever the toggle says. Pure: the server, the web
 * form (through `productInputSchema`) and the tests share it.
 */

export type ProductNumberType = 'prodNum' | 'midNum';

export type ProductInput =
  | { ok: true; type: ProductNumberType; number: string; fromLink: boolean }
  | { ok: false; code: 'ENTER_NUMBER' | 'PRODUCT_LINK_INVALID' };

/** Product numbers and catalogue ids are 1–20 digits. */
const NUMBER = /^\d{1,20}$/;
/** Spaces, hyphens and commas people copy along with a number ("8,512 3456"). */
const SEPARATORS = /[\s,-]+/g;
/** Store links: `{host}/{store}/products/{no}` (also `/main/products/{no}`). */
const STORE_HOSTS = [
  'smartstore.naver.com',
  'm.smartstore.naver.com',
  'brand.naver.com',
  'm.brand.naver.com',
];
/** Catalogue pages and shopping search results. */
const SHOPPING_HOSTS = ['search.shopping.naver.com', 'msearch.shopping.naver.com', 'shopping.naver.com'];
/** Query parameters that name a shopping product id on search and gate links. */
const ID_PARAMS = ['nvMid', 'nv_mid', 'catalog', 'catalogId', 'nvmid'];

const LINKISH = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/|$)/i;

/** The link in the text: a pasted "[store] title https://…" keeps only the address. */
function linkIn(text: string): string | null {
  const scheme = /https?:\/\/\S+/i.exec(text);
  if (scheme) return scheme[0];
  return LINKISH.test(text) ? `https://${text}` : null;
}

function fromLink(link: string): { type: ProductNumberType; number: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  if (STORE_HOSTS.includes(host)) {
    const at = path.indexOf('products');
    const no = at >= 0 ? path[at + 1] : undefined;
    return no && NUMBER.test(no) ? { type: 'prodNum', number: no } : null;
  }
  if (SHOPPING_HOSTS.includes(host)) {
    const at = path.findIndex((p) => p === 'catalog' || p === 'product');
    const id = at >= 0 ? path[at + 1] : undefined;
    if (id && NUMBER.test(id)) return { type: 'midNum', number: id };
    for (const name of [...ID_PARAMS, 'id']) {
      // `id` only on the old gate links (`gate.nhn?id=…`), where it is the shopping product id.
      if (name === 'id' && !path.some((p) => p.startsWith('gate'))) continue;
      const v = url.searchParams.get(name);
      if (v && NUMBER.test(v)) return { type: 'midNum', number: v };
    }
  }
  return null;
}

export function parseProductInput(raw: string, type: ProductNumberType): ProductInput {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'ENTER_NUMBER' };
  const plain = text.replace(SEPARATORS, '');
  if (NUMBER.test(plain)) return { ok: true, type, number: plain, fromLink: false };
  const link = linkIn(text);
  if (!link) return { ok: false, code: 'ENTER_NUMBER' };
  const found = fromLink(link);
  return found ? { ok: true, ...found, fromLink: true } : { ok: false, code: 'PRODUCT_LINK_INVALID' };
}
