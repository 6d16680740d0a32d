/**
 * 마이페이지 → API (issue 29 §3): the member's own personal tokens, by session only (a token
 * cannot make tokens). Making one checks the password; the server limits it per address.
 *
 * And the public API itself (/api/v1/*, issue 40 §4): Bearer tokens only, mounted with the route
 * config a token call needs (apiToken, no session, no Origin check: api-tokens.public.routes.ts).
 * Its contracts carry what its OpenAPI document shows an agency's developer: Korean summaries and
 * descriptions, request and answer examples, and every error code each call can answer. They are
 * not in `ApiContract` (contracts/index.ts): the web never calls them (a cookie opens none).
 */
import { z } from 'zod';
import { ko } from '../messages/ko';
import {
  apiTokenIdParams,
  apiTokenRow,
  createApiTokenBody,
  createdApiToken,
  publicAddKeywordBody,
  publicAddPlaceBody,
  publicAddProductBody,
  publicHistory,
  publicHistoryQuery,
  publicIdParams,
  publicPlace,
  publicProduct,
} from '../schemas/api-tokens';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { contract } from './contract';

const P = '/v1/member/myPage/apiTokens';

export const apiTokensContract = {
  list: contract({
    method: 'GET',
    path: P,
    access: 'member',
    answer: okAnswer(z.array(apiTokenRow)),
    summary: "The member's tokens (never their clear text)",
  }),
  create: contract({
    method: 'POST',
    path: P,
    access: 'member',
    body: createApiTokenBody,
    answer: okAnswer(createdApiToken),
    errors: ['MEMBER_NOT_FOUND', 'API_TOKEN_PASSWORD_NOT_SET', 'PASSWORD_WRONG', 'API_TOKEN_LIMIT'],
    summary: 'Makes a token after the password check; the only answer with its clear text',
  }),
  revoke: contract({
    method: 'DELETE',
    path: `${P}/:id`,
    access: 'member',
    params: apiTokenIdParams,
    answer: doneAnswer,
    errors: ['API_TOKEN_NOT_FOUND'],
    summary: "Revokes one of the member's tokens",
  }),
} as const;

// ---- The public API (/api/v1) ----

const V1 = '/api/v1';
const doc = ko.apiReference.operations;
const ex = ko.apiReference.examples;

/** Every call with a token: none or a revoked one, the per-token limit, the server's own trouble. */
const tokenCall = ['API_TOKEN_INVALID', 'RATE_LIMITED', 'DATABASE_UNAVAILABLE', 'INTERNAL'] as const;
/** A call that changes something: a read-only token is refused. */
const change = [...tokenCall, 'API_TOKEN_READ_ONLY'] as const;
/** A JSON body: not JSON, another media type, too large, or fields the schema refuses. */
const jsonBody = ['VALIDATION', 'MALFORMED_BODY', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const;
/** A call that carries an Idempotency-Key. */
const keyed = ['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'ALREADY_PROCESSING'] as const;
const keywordAdd = ['KEYWORD_REQUIRED', 'KEYWORD_EXISTS', 'KEYWORD_LIMIT'] as const;

// Examples (issue 29 §3, issue 40 §4): a client reading only the document can make every call and
// sees what comes back. Parameters carry theirs per field: the document lists each on its own.
const f = ko.apiReference.fields;
const idOf = (description: string) =>
  z.object({ id: publicIdParams.shape.id.describe(description).meta({ examples: [1] }) });
const productId = idOf(f.productId);
const keywordId = idOf(f.keywordId);
const trackedPlaceId = idOf(f.trackedPlaceId);
const placeKeywordId = idOf(f.placeKeywordId);
const historyQuery = z.object({
  from: publicHistoryQuery.shape.from.meta({ examples: ['2026-11-01'] }),
  to: publicHistoryQuery.shape.to.meta({ examples: ['2026-11-28'] }),
});
const at = '2026-11-28T03:00:00.000Z';
const provenance = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 300, checkedAt: at };
const [firstKeyword, secondKeyword] = ko.apiTokens.exampleKeywords;
const [firstPlaceKeyword, secondPlaceKeyword] = ko.apiTokens.examplePlaceKeywords;
/** What the page said beside a rank (issue 42): purchases not given by the source, so null. */
const exampleAttributes = {
  title: ko.apiTokens.exampleTitle,
  price: 19900,
  reviewCount: 1204,
  purchaseCount: null,
  rating: 4.7,
  advertised: false,
};
const answered = <T>(data: T) => ({ code: 'OK', message: '', data });

const addedAnswer = okAnswer(
  z.object({ id: z.number(), keywords: z.array(z.object({ id: z.number(), keyword: z.string() })) }),
);
const keywordAnswer = okAnswer(z.object({ id: z.number(), keyword: z.string() }));
const historyAnswer = okAnswer(publicHistory).meta({
  examples: [
    answered({
      id: 5001,
      keyword: firstKeyword,
      ranks: [
        {
          day: '2026-11-27',
          rank: 15,
          provenance: { ...provenance, checkedAt: '2026-11-27T03:00:00.000Z' },
          methodChanged: false,
          attributes: { ...exampleAttributes, price: 21900 },
        },
        { day: '2026-11-28', rank: 12, provenance, methodChanged: false, attributes: exampleAttributes },
      ],
      events: [{ id: 3, day: '2026-11-28', label: ko.apiTokens.exampleEvent }],
    }),
  ],
});
const removedAnswer = doneAnswer.meta({ examples: [answered(null)] });

/** The public API's calls, one contract each (the OpenAPI document's operations by these keys). */
export const publicApiContract = {
  document: contract({
    method: 'GET',
    path: `${V1}/openapi.json`,
    // The document holds no secrets: an agency's developer reads it before making a token.
    access: 'public',
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).meta({
      examples: [{ openapi: '3.1.0', info: { title: ko.apiReference.title, version: '1' }, paths: {} }],
    }),
    summary: doc.document.summary,
    description: doc.document.description,
  }),
  products: contract({
    method: 'GET',
    path: `${V1}/products`,
    access: 'member',
    answer: okAnswer(z.array(publicProduct)).meta({
      examples: [
        answered([
          {
            id: 101,
            title: ex.productTitle,
            midNo: '88123456789',
            storeName: ex.storeName,
            trackedUntil: '2026-12-28T03:00:00.000Z',
            keywords: [
              {
                id: 5001,
                keyword: firstKeyword,
                rank: 12,
                previousRank: 15,
                checkedAt: at,
                provenance,
                methodChanged: false,
              },
              {
                id: 5002,
                keyword: secondKeyword,
                rank: null,
                previousRank: 280,
                checkedAt: at,
                provenance,
                methodChanged: false,
              },
            ],
          },
        ]),
      ],
    }),
    errors: [...tokenCall],
    summary: doc.products.summary,
    description: doc.products.description,
  }),
  places: contract({
    method: 'GET',
    path: `${V1}/places`,
    access: 'member',
    answer: okAnswer(z.array(publicPlace)).meta({
      examples: [
        answered([
          {
            id: 31,
            name: ex.placeName,
            keywords: [
              { id: 7001, keyword: firstPlaceKeyword, rank: 4 },
              { id: 7002, keyword: secondPlaceKeyword, rank: null },
            ],
          },
        ]),
      ],
    }),
    errors: [...tokenCall],
    summary: doc.places.summary,
    description: doc.places.description,
  }),
  history: contract({
    method: 'GET',
    path: `${V1}/keywords/:id/history`,
    access: 'member',
    params: keywordId,
    query: historyQuery,
    answer: historyAnswer,
    errors: [...tokenCall, 'VALIDATION', 'KEYWORD_NOT_FOUND'],
    summary: doc.history.summary,
    description: doc.history.description,
  }),
  addProduct: contract({
    method: 'POST',
    path: `${V1}/products`,
    access: 'member',
    idempotent: true,
    body: publicAddProductBody.meta({
      examples: [{ type: 'prodNum', number: '8812345678', keywords: [...ko.apiTokens.exampleKeywords] }],
    }),
    answer: addedAnswer.meta({
      examples: [
        answered({
          id: 101,
          keywords: [
            { id: 5001, keyword: firstKeyword },
            { id: 5002, keyword: secondKeyword },
          ],
        }),
      ],
    }),
    errors: [
      ...change,
      ...jsonBody,
      ...keyed,
      'ENTER_NUMBER',
      'PRODUCT_LINK_INVALID',
      'PRODUCT_NUMBER_INVALID',
      'PRODUCT_LOOKUP_UNAVAILABLE',
      'GOODS_DUPLICATE',
      'INSUFFICIENT_COINS',
      ...keywordAdd,
    ],
    summary: doc.addProduct.summary,
    description: doc.addProduct.description,
  }),
  addKeyword: contract({
    method: 'POST',
    path: `${V1}/products/:id/keywords`,
    access: 'member',
    idempotent: true,
    params: productId,
    body: publicAddKeywordBody.meta({ examples: [{ keyword: ko.apiTokens.exampleKeyword }] }),
    answer: keywordAnswer.meta({ examples: [answered({ id: 5003, keyword: ko.apiTokens.exampleKeyword })] }),
    errors: [...change, ...jsonBody, ...keyed, 'GOODS_NOT_FOUND', ...keywordAdd],
    summary: doc.addKeyword.summary,
    description: doc.addKeyword.description,
  }),
  removeKeyword: contract({
    method: 'DELETE',
    path: `${V1}/keywords/:id`,
    access: 'member',
    params: keywordId,
    answer: removedAnswer,
    errors: [...change, 'VALIDATION', 'KEYWORD_NOT_FOUND', 'REPRESENTATIVE_CANNOT_DELETE'],
    summary: doc.removeKeyword.summary,
    description: doc.removeKeyword.description,
  }),
  placeHistory: contract({
    method: 'GET',
    path: `${V1}/place-keywords/:id/history`,
    access: 'member',
    params: placeKeywordId,
    query: historyQuery,
    answer: okAnswer(publicHistory).meta({
      examples: [
        answered({
          id: 7001,
          keyword: firstPlaceKeyword,
          ranks: [
            {
              day: '2026-11-28',
              rank: 4,
              provenance: {
                source: 'naver-place',
                surface: 'place',
                device: 'pc',
                depth: 300,
                checkedAt: at,
              },
              methodChanged: false,
            },
          ],
        }),
      ],
    }),
    errors: [...tokenCall, 'VALIDATION', 'KEYWORD_NOT_FOUND'],
    summary: doc.placeHistory.summary,
    description: doc.placeHistory.description,
  }),
  addPlace: contract({
    method: 'POST',
    path: `${V1}/places`,
    access: 'member',
    body: publicAddPlaceBody.meta({
      examples: [
        { placeId: '1234567890', keywords: [...ko.apiTokens.examplePlaceKeywords], confirmDuplicate: false },
      ],
    }),
    answer: addedAnswer.meta({
      examples: [
        answered({
          id: 31,
          keywords: [
            { id: 7001, keyword: firstPlaceKeyword },
            { id: 7002, keyword: secondPlaceKeyword },
          ],
        }),
      ],
    }),
    errors: [
      ...change,
      ...jsonBody,
      ...keywordAdd,
      'PLACE_INFO_INVALID',
      'PLACE_LOOKUP_UNAVAILABLE',
      'PLACE_LIMIT',
      'PLACE_DAILY_LIMIT',
      'PLACE_DUPLICATE',
      'ALREADY_PROCESSING',
    ],
    summary: doc.addPlace.summary,
    description: doc.addPlace.description,
  }),
  addPlaceKeyword: contract({
    method: 'POST',
    path: `${V1}/places/:id/keywords`,
    access: 'member',
    params: trackedPlaceId,
    body: publicAddKeywordBody.meta({ examples: [{ keyword: ko.apiTokens.exampleKeyword }] }),
    answer: keywordAnswer.meta({ examples: [answered({ id: 7003, keyword: ko.apiTokens.exampleKeyword })] }),
    errors: [...change, ...jsonBody, 'PLACE_NOT_FOUND', ...keywordAdd, 'ALREADY_PROCESSING'],
    summary: doc.addPlaceKeyword.summary,
    description: doc.addPlaceKeyword.description,
  }),
  removePlaceKeyword: contract({
    method: 'DELETE',
    path: `${V1}/place-keywords/:id`,
    access: 'member',
    params: placeKeywordId,
    answer: removedAnswer,
    errors: [...change, 'VALIDATION', 'KEYWORD_NOT_FOUND', 'REPRESENTATIVE_CANNOT_DELETE'],
    summary: doc.removePlaceKeyword.summary,
    description: doc.removePlaceKeyword.description,
  }),
} as const;
