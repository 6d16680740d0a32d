import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers with a CSP the SPA works under (no inline scripts in our pages). Third-party
 * hosts are listed only when the feature that needs them is on, so an install without ads or
 * real payments trusts no outside script at all.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const sim = config.simulator.enabled
    ? [`http://localhost:${config.simulator.port}`, `http://127.0.0.1:${config.simulator.port}`]
    : [];
  // Real PortOne: the browser SDK (cdn.portone.io, its drivers) calls and frames PortOne's checkout
  // services, which still live on the iamport domains (checkout-service.prod.iamport.co and others).
  // In simulator mode the browser goes to the simulator's pages instead and never loads the SDK.
  const portone = config.simulator.enabled
    ? null
    : ['https://*.portone.io', 'https://*.iamport.co', 'https://*.iamport.kr'];
  // Kakao AdFit: its script and the ad frames it inserts.
  const adfit = config.adfitUnitId
    ? { script: ['https://t1.daumcdn.net'], frame: ['https://*.daum.net', 'https://*.kakao.com'] }
    : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(portone ? ['https://cdn.portone.io'] : []), ...(adfit?.script ?? [])],
        // Toast and dialog libraries inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...sim],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(portone ?? []), ...sim],
        frameSrc: ["'self'", ...(portone ?? []), ...(adfit?.frame ?? []), ...sim],
        formAction: ["'self'", 'https://kauth.kakao.com', ...sim],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
