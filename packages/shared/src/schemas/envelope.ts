import { z } from './zod';

/**
 * The `{ code, message, data }` envelope most answers travel in (spec 02 §7). Routes declare their
 * answers with these, so the OpenAPI document and the web's generated types carry the real shape.
 */
export const okAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal('OK'), message: z.string(), data });

/** An answer whose data is null (the call changed something and has nothing to show). */
export const doneAnswer = okAnswer(z.null());

/** Every refusal: an error code of packages/shared/src/errors.ts and its Korean message. */
export const errorAnswer = z.object({ code: z.string(), message: z.string(), data: z.unknown() });

/** One page of a list: its rows, the total and the page asked for. */
export const pageAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number(), pageNum: z.number(), pageSize: z.number() });

/** A number the database keeps as a row id. */
export const rowId = z.number().int();
/** A timestamp as the JSON of a Date (ISO 8601) or the database's text. */
export const stamp = z.string();

/** GET /api/app-config: the settings the web app reads at start (its pages carry them too). */
export const appConfigAnswer = z.object({
  simulator: z.boolean(),
  adfitUnitId: z.string().nullable(),
  chatChannelUrl: z.string().nullable(),
  /** 순위 지도's tile URL template and attribution (MAP_TILE_URL), or null: a plain background. */
  mapTileUrl: z.string().nullable(),
  mapTileAttribution: z.string().nullable(),
  publicHost: z.string(),
});

/** The media types of the downloads: xlsx sheets and the client report's PDF. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/**
 * The answer of a file download (a contract's `file`): bytes sent as they are (a Buffer or a
 * stream; Fastify serializes neither), documented as binary.
 */
export const fileBytes = z.custom<Uint8Array>(() => true).meta({ type: 'string', format: 'binary' });
