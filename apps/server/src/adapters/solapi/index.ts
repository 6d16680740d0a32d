export { createSolapiClient, solapiAuthorization } from './client';
export * from './types';
