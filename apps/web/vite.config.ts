import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API = 'http://localhost:8081';
// Regex keys so only the API prefixes are proxied, never SPA routes that merely start alike.
const proxied = ['^/v1/', '^/v2/', '^/api/', '^/cmmn/', '^/uploads/', '^/healthz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
