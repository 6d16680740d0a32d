export { createSolapiClient } from './client';
export * from './types';
