import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Security headers with a CSP the SPA works under (no inline scripts in our pages). */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const sim = config.simulator.enabled
    ? [`http://localhost:${config.simulator.port}`, `http://127.0.0.1:${config.simulator.port}`]
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", 'https://t1.daumcdn.net', 'https://cdn.portone.io'],
        // Toast and dialog libraries inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...sim],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.portone.io', ...sim],
        frameSrc: ["'self'", 'https://*.portone.io', 'https://*.kakao.com', 'https://*.daum.net', ...sim],
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
