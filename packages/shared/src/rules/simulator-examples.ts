import { goodsExamples } from '../messages/goods-rank';
import type { ProductNumberType } from './product-input';

/**
 * Products a newcomer can add in simulator mode (issue 39 §1). The simulator's catalogue is
 * deterministic (apps/simulator/src/market/products.ts `productAt(keyword, index)`): these are
 * its products of sample keywords (words.json `sampleKeywords`, known from the simulator's start),
 * near the top of their keyword's list. apps/simulator/src/market/examples.test.ts checks each
 * against `productAt`. A store product goes in by its store product number (상품번호), a
 * catalogue (price-comparison) product by its catalogue id (카탈로그 MID).
 */
export interface SimulatorExample {
  id: keyof typeof goodsExamples.items;
  type: ProductNumberType;
  number: string;
  /** The keyword the product is listed for, and its place in the simulator's catalogue of it. */
  keyword: string;
  index: number;
  /** A short name for a button, and the product's full title. */
  label: string;
  title: string;
}

const example = (
  id: SimulatorExample['id'],
  type: ProductNumberType,
  number: string,
  index: number,
): SimulatorExample => ({ id, type, number, index, ...goodsExamples.items[id] });

export const SIMULATOR_EXAMPLES: readonly SimulatorExample[] = [
  example('tumblerStore', 'prodNum', '133008270000', 0),
  example('chairStore', 'prodNum', '112678770002', 2),
  example('tumblerCatalog', 'midNum', '571656050001', 1),
];

/** The example the bulk-add template's example row names: a store product, as its type column says. */
export const TEMPLATE_EXAMPLE: SimulatorExample = SIMULATOR_EXAMPLES[0]!;
