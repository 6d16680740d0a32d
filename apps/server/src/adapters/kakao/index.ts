export { createKakaoClient, parseKakaoToken, parseKakaoUser, type KakaoClientOptions } from './client';
export * from './types';
