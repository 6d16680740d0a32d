import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaint } from './plugins/first-paint';
import { routePreloads } from './plugins/route-preloads';

const API = 'http://localhost:8081';
// Regex keys so only the API prefixes are proxied, never SPA routes that merely start alike.
const proxied = ['^/v1/', '^/v2/', '^/api/', '^/cmmn/', '^/uploads/', '^/healthz'];

/**
 * Writes a .br and a .gz copy beside every text asset, which the server's static files send to
 * browsers that accept them (apps/server/src/http/spa.ts, preCompressed): the first load of a
 * page travels compressed without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    firstPaint('src/app/first-paint/render.tsx'),
    precompress(),
  ],
  // Absolute asset URLs so deep links served by the API server's SPA fallback still load /assets/...
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    // Host header is kept (no changeOrigin) so the server's Origin check sees matching hosts.
    proxy: Object.fromEntries(proxied.map((key) => [key, { target: API }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (bench/src/web.ts sizes them).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs at every start anyway: one file, not
          // the 16 the automatic split made of it (each shared with some lazy screen). Over
          // HTTP/1.1's six connections every extra file of the first load costs a round trip.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
