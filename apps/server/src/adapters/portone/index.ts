export { createPortOneClient } from './client';
export * from './types';
