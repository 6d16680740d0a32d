export { createKakaoClient } from './client';
export * from './types';
