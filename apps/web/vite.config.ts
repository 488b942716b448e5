import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Pinned to this folder so `vite build apps/web` from the repo root and `vite` from here behave the same.
const root = fileURLToPath(new URL('.', import.meta.url));

// The API server listens on 8080 by default (apps/server); the dev and preview servers forward /api there
// so the web app can keep using same-origin relative URLs, exactly as in production.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The published transcript's player (src/public-player) is an entry of its own: the server's
      // public pages load it as assets/public-player-<hash>.js, without the app.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'public-player': fileURLToPath(new URL('src/public-player/main.ts', import.meta.url)),
      },
      output: {
        // Libraries change far less often than the app: separate files stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(@mui|@emotion|@popperjs)\//.test(id)) return 'vendor-mui';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor-react';
          if (/node_modules\/(@reduxjs|redux|react-redux|immer|reselect)\//.test(id)) return 'vendor-redux';
          if (/node_modules\/zod\//.test(id)) return 'vendor-zod';
          return undefined;
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
