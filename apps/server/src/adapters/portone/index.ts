export { createPortOneClient, type PortOneClientOptions } from './client';
export * from './types';
export { verifyPortOneWebhook } from './webhook';
