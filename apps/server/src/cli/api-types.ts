/**
 * `npm run api:types`: writes the web's API types (apps/web/src/lib/api-schema.ts) from the
 * OpenAPI document the app builds from its routes. The app is built over a throw-away in-memory
 * database; nothing is served.
 */
import fs from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { API_TYPES_FILE, apiTypesOf } from '../http/openapi-types';
import { createTestDatabase } from '../test/database';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SIMULATOR: 'off',
  DATA_DIR: 'data/api-types-unused',
});
const database = await createTestDatabase();
const app = await buildApp({ config, deps: { database } });
await app.ready();
fs.writeFileSync(API_TYPES_FILE, await apiTypesOf(app));
await app.close();
await database.close();
console.log(`wrote ${API_TYPES_FILE}`);
