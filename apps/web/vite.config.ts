import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API = 'http://localhost:8081';
// Regex keys so only the API prefixes are proxied, never SPA routes that merely start alike.
const proxied = ['^/v1/', '^/v2/', '^/api/', '^/cmmn/', '^/uploads/', '^/healthz'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A .br and a .gz copy beside every text asset over 1 kB, which the server's @fastify/static
    // sends to browsers that accept them (apps/server/src/http/spa.ts, preCompressed).
    compression({
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  // Absolute asset URLs so deep links served by the API server's SPA fallback still load /assets/...
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    // The API's Origin check accepts PUBLIC_URL only: `npm run dev` sets it to this server's address.
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
