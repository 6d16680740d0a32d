import { describe, expect, it } from 'vitest';
import {
  abuseScore,
  builtinScores,
  dominantPath,
  fromService,
  hitScore,
  openDateFromImage,
  qualityScore,
  recentScore,
  relevanceScore,
  reliabilityScore,
  saleScore,
  similarityScore,
  usageOf,
} from './keyword-score.domain';
import type { ScoreShopItem } from './keyword-score.ports';

const item = (over: Partial<ScoreShopItem> = {}): ScoreShopItem => ({
  productId: '82000000001',
  mallProductId: '1000000001',
  title: 'Stanley classic tumbler 591ml',
  link: 'https://smartstore.naver.com/main/products/1000000001',
  image: 'https://shopping-phinf.pstatic.net/main_8200000/82000000001.jpg',
  lprice: 32_900,
  hprice: null,
  mallName: 'Camp Shop',
  isCatalog: false,
  brand: 'Stanley',
  maker: '',
  categories: ['Living', 'Kitchen', 'Cups', 'Tumblers'],
  ...over,
});

describe('built-in score model: one rule per score', () => {
  it('relevance: the whole keyword in the title, else the share of its words', () => {
    expect(relevanceScore('Stanley classic tumbler', 'tumbler')).toBe(5);
    expect(relevanceScore('Stanley classictumbler', 'classic tumbler')).toBe(5);
    expect(relevanceScore('Stanley tumbler 591ml', 'classic tumbler')).toBe(2.5);
    expect(relevanceScore('Stanley bottle', 'classic tumbler')).toBe(0);
    expect(relevanceScore('x', ' ')).toBe(0);
  });

  it('similarity: leading category levels shared with the most common path', () => {
    const main = ['A', 'B', 'C', 'D'];
    expect(dominantPath([['X'], main, main, ['A', 'B']])).toEqual(main);
    expect(dominantPath([[], []])).toEqual([]);
    expect(similarityScore(main, main)).toBe(5);
    expect(similarityScore(['A', 'B', 'Z', 'D'], main)).toBe(2.5);
    expect(similarityScore(['Z', 'B', 'C', 'D'], main)).toBe(0);
    expect(similarityScore(main, [])).toBe(0);
  });

  it('quality: one point each for image, brand or maker, 3 category levels, a 10–50 character title, a price', () => {
    expect(qualityScore(item())).toBe(5);
    expect(
      qualityScore(
        item({ image: '', brand: '', maker: '', categories: ['A', 'B'], title: 'short', lprice: null }),
      ),
    ).toBe(0);
    expect(qualityScore(item({ brand: '', maker: 'Maker', title: 'x'.repeat(51) }))).toBe(4);
  });

  it('hit: exposure by position', () => {
    expect(hitScore(1, 100)).toBe(5);
    expect(hitScore(50, 100)).toBe(2.6);
    expect(hitScore(100, 100)).toBe(0.1);
    expect(hitScore(1, 0)).toBe(0);
  });

  it('sale: price competitiveness among the priced results', () => {
    expect(saleScore(1000, [2000, 3000, 1000, null])).toBe(5);
    expect(saleScore(3000, [1000, 2000, 4000, 5000])).toBe(2.5);
    expect(saleScore(9000, [1000, 2000])).toBe(0);
    expect(saleScore(null, [1000])).toBe(0);
    expect(saleScore(1000, [null])).toBe(2.5);
  });

  it('recent: registration order by product id (64-bit ids compared exactly)', () => {
    expect(recentScore('90000000000000000002', ['90000000000000000001', '90000000000000000000'])).toBe(5);
    expect(recentScore('5', ['1', '9', '3', '7'])).toBe(2.5);
    expect(recentScore('1', ['2', '3'])).toBe(0);
    expect(recentScore('abc', ['1'])).toBe(0);
    expect(recentScore('7', [])).toBe(2.5);
  });

  it('reliability: price comparison 5, smart store 4, other malls 3', () => {
    expect(
      reliabilityScore(item({ isCatalog: true, link: 'https://search.shopping.naver.com/catalog/1' })),
    ).toBe(5);
    expect(reliabilityScore(item())).toBe(4);
    expect(reliabilityScore(item({ link: 'https://www.othermall.co.kr/p/1' }))).toBe(3);
    expect(reliabilityScore(item({ link: 'not a url' }))).toBe(3);
  });

  it('abuse: 1 off for each sign of keyword stuffing; the screen shows 5 − abuse as the penalty', () => {
    expect(abuseScore('Stanley classic tumbler 591ml', 'tumbler')).toBe(5);
    expect(abuseScore('tumbler Stanley tumbler', 'tumbler')).toBe(4);
    expect(abuseScore(`tumbler ${'long '.repeat(10)}`, 'tumbler')).toBe(3);
    expect(abuseScore('★★★ best best best tumbler tumbler !!! '.repeat(2), 'tumbler')).toBe(1);
  });

  it('reads the registration date from a catalogue image address', () => {
    expect(
      openDateFromImage('https://shopping-phinf.pstatic.net/main_5123/51234567890.20230415120000.jpg'),
    ).toBe('2023-04-15');
    expect(openDateFromImage('https://shopping-phinf.pstatic.net/main_8200/82000000001.jpg')).toBeNull();
    expect(openDateFromImage('https://x/1.20231345120000.jpg')).toBeNull();
  });
});

describe('built-in scores over a result list', () => {
  it('scores every product 0–5 and leaves the unknown counts empty', () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      item({
        productId: String(82_000_000_000 + ((i * 37) % 100)),
        title: i % 10 === 0 ? 'Stanley bottle' : `Stanley tumbler no.${i}`,
        lprice: 10_000 + i * 100,
        isCatalog: i % 4 === 0,
        image: i % 4 === 0 ? `https://x/main/5${i}.20240102030405.jpg` : 'https://x/img.jpg',
        link:
          i % 4 === 0
            ? `https://search.shopping.naver.com/catalog/5${i}`
            : 'https://smartstore.naver.com/main/products/1',
      }),
    );
    const products = builtinScores('tumbler', items);
    expect(products).toHaveLength(100);
    expect(products.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
    for (const p of products) {
      for (const v of Object.values(p.scores)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(5);
      }
      expect(p).toMatchObject({ reviewCount: null, purchaseCnt: null, keepCnt: null });
      expect(p.scores.reviewCount).toBe(0);
    }
    expect(products[0]).toMatchObject({
      mallCount: null,
      openDate: '2024-01-02',
      scores: { hit: 5, reliabilityType: 5, relevance: 0, sale: 5 },
    });
    expect(products[1]).toMatchObject({
      mallCount: 1,
      openDate: null,
      mallProductId: '1000000001',
      category: 'Living>Kitchen>Cups>Tumblers',
      scores: { relevance: 5, reliabilityType: 4 },
    });
    expect(products[99]!.scores.sale).toBe(0);
  });
});

describe('allowance and service answers', () => {
  const member = { psitnGrpcoSn: 7, psitnGrpcoCd: 'G7' };
  it('states the running count against the limit', () => {
    expect(usageOf(member, 3, 500, '2026-11-22')).toEqual({
      useYn: 'Y',
      psitnGrpcoSn: 7,
      psitnGrpcoCd: 'G7',
      totLimitCount: 3,
      limitCount: 500,
      remainingCount: 497,
      day: '2026-11-22',
    });
    expect(usageOf(member, 200, 200, 'd')).toMatchObject({ useYn: 'N', remainingCount: 0 });
    expect(usageOf(member, 250, 200, 'd')).toMatchObject({ useYn: 'N', remainingCount: 0 });
  });
  it('treats an empty open date from the service as unknown', () => {
    const p = builtinScores('x', [item()])[0]!;
    const service = {
      ...p,
      lowPrice: 1,
      mallCount: 2,
      reviewCount: 3,
      purchaseCnt: 4,
      keepCnt: 5,
      openDate: '',
    };
    expect(fromService(service).openDate).toBeNull();
    expect(fromService({ ...service, openDate: '2024-01-01' }).openDate).toBe('2024-01-01');
  });
});
