/**
 * The ranking board (spec 02 §2.7, §7 "GET on an external ranking service"): best keywords,
 * most viewed and purchased products and popular brands, daily or weekly. A members' screen.
 */
import {
  brandBoardAnswer,
  keywordBoardAnswer,
  productBoardAnswer,
  rankingQuery,
} from '../schemas/ranking-board';
import { contract } from './contract';

export const rankingBoardContract = {
  keywords: contract({
    method: 'GET',
    path: '/api/ranking/rankup',
    access: 'member',
    query: rankingQuery,
    answer: keywordBoardAnswer,
    errors: ['RANKING_UNAVAILABLE'],
    summary: 'Best keywords of the period',
  }),
  products: contract({
    method: 'GET',
    path: '/api/ranking/sellrank',
    access: 'member',
    query: rankingQuery,
    answer: productBoardAnswer,
    errors: ['RANKING_UNAVAILABLE'],
    summary: 'Most viewed and most purchased products of the period',
  }),
  brands: contract({
    method: 'GET',
    path: '/api/ranking/brandrank',
    access: 'member',
    query: rankingQuery,
    answer: brandBoardAnswer,
    errors: ['RANKING_UNAVAILABLE'],
    summary: 'Popular brands of the period',
  }),
} as const;
