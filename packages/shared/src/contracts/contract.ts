/**
 * A route of the API, declared once (issue 38 §1): method, path, who may call it, whether it
 * needs an Idempotency-Key, its request and answer schemas and the error codes it can refuse
 * with. The server registers it (apps/server/src/http/contract-routes.ts: Fastify with
 * fastify-type-provider-zod, so validation, serialization and the OpenAPI documents come from
 * these schemas) and the web calls it typed from it (apps/web/src/lib/api-call.ts), with no
 * generated file in between.
 *
 * Why not a contract library (docs/architecture.md "Contracts"): ts-rest's Fastify adapter does
 * not support Fastify 5 (ts-rest/ts-rest #702, #849, #850 open since 2024–2025), and oRPC routes
 * through its own handler, outside Fastify's per-route config that our access rules, the
 * authorization matrix, idempotency keys and the route fuzzing read. What we need from one is a
 * typed object and two small functions, written here.
 */
import type { z } from 'zod';
import type { Role } from '../constants/roles';
import type { ErrorCode } from '../errors';

/** Who may call a route: anyone, any signed-in member, or members of these roles. */
export type Access = 'public' | 'member' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Contract {
  method: HttpMethod;
  /** Fastify's path syntax (`/notices/:id`); the web fills `:id` from `params`. */
  path: string;
  access: Access;
  /** It moves coins or money: the call carries an Idempotency-Key (http/idempotency.ts). */
  idempotent?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer: its JSON, or with `text` the text's schema, or with `file` `fileBytes`. */
  answer: z.ZodType;
  /** Not JSON: the 200 answer is text/plain (login's LOGIN_SUCCESS, spec 02 §7). */
  text?: boolean;
  /**
   * Not JSON: the 200 answer is a file of this media type, named by its Content-Disposition
   * (the handler sends it; the web gets a Blob and the name).
   */
  file?: string;
  /** The body is multipart/form-data with one file in the field `file` (the route's scope parses it). */
  upload?: boolean;
  /** It may answer 204 with no body instead of its 200 (the handler sends it; the web gets null). */
  noContent?: boolean;
  /**
   * It answers with an ETag, and 304 with no body while the tag the caller sends back in
   * If-None-Match is current (the handler decides and sends the 304; the web calls it with
   * `callTagged`, which answers null then).
   */
  notModified?: boolean;
  /** The refusals it answers besides the ones every route has (bad input, sign-in, role). */
  errors?: readonly ErrorCode[];
  /** One line for the OpenAPI document. */
  summary?: string;
  /** More for the OpenAPI document (the public API's, issue 40 §4: Korean, for an outside developer). */
  description?: string;
}

/** Declares a contract, keeping its literal types (method, path) for the typed client. */
export const contract = <const C extends Contract>(c: C): C => c;

type Part<C, K extends keyof Contract> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** What a call of contract C sends: only the parts it declares (an upload's file as `file`). */
export type CallInput<C extends Contract> = ([Part<C, 'params'>] extends [never]
  ? unknown
  : { params: Part<C, 'params'> }) &
  ([Part<C, 'query'>] extends [never] ? unknown : { query: Part<C, 'query'> }) &
  ([Part<C, 'body'>] extends [never] ? unknown : { body: Part<C, 'body'> }) &
  (C extends { upload: true } ? { file: Blob } : unknown);

/** What contract C's handler answers with its 200: the JSON (or text) the server serializes. */
export type Answer<C extends Contract> = z.output<C['answer']>;

/** A downloaded file (`file`): its bytes and the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  name: string | null;
}

/** What a call of contract C answers: the answer, null for its 204, the file of a download. */
export type CallAnswer<C extends Contract> = C extends { file: string }
  ? DownloadedFile
  : C extends { noContent: true }
    ? Answer<C> | null
    : Answer<C>;

/** A `notModified` call's answer: its body and ETag, or null when the server answered 304. */
export type TaggedAnswer<C extends Contract> = { data: Answer<C>; etag: string | null } | null;
