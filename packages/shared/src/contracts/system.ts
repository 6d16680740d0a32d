/**
 * The settings the web app reads at start. The health checks (/healthz, /readyz: 503 while not
 * ready) stay plain routes in http/system.routes.ts: load balancers call them, not the web.
 */
import { appConfigAnswer } from '../schemas/envelope';
import { contract } from './contract';

export const systemContract = {
  appConfig: contract({
    method: 'GET',
    path: '/api/app-config',
    access: 'public',
    answer: appConfigAnswer,
    summary: 'The settings the web app reads at start (its pages carry them too)',
  }),
} as const;
