import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { LOOPBACK, PORTS } from '../functions/src/contracts/local-stack.js';
import { prerenderPages } from './build-plugins/prerender.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** Where the web app resolves `@/` and `@contracts/` (tsconfig.json paths say the same for tsc). */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contracts': fileURLToPath(new URL('../functions/src/contracts', import.meta.url)),
};

// Libraries every page needs get chunks of their own, named for what they hold, so an app release does
// not invalidate them in browser caches: React with the entry, Auth right after the first paint
// (lib/auth/load-auth.ts). A group that matched the Database or Functions SDK would pull it into every
// visitor's download.
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
  {
    name: 'firebase-auth',
    test: /[\\/]node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb)[\\/]/,
  },
];

// The dev server can forward /api/** to a running Hosting emulator (or any API) so the
// same-origin API base ('') works in `vite --mode emulator` too.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, webDir, '');
  // Without its Firebase config a production build would quietly talk to the demo project (env.ts defaults
  // are the local stack's), so refuse to build one.
  if (command === 'build' && mode === 'production' && !env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error(
      'web/.env.production is missing VITE_FIREBASE_PROJECT_ID: copy web/.env.production.example and fill it in',
    );
  }
  const apiTarget = env.APKFORGE_DEV_API_TARGET ?? `http://${LOOPBACK}:${PORTS.hosting}`;
  return {
    // The home and the pages everyone sees alike are built into HTML and hydrated (build-plugins/prerender.ts); every
    // other address gets app.html, the empty shell.
    plugins: [react(), prerenderPages({ entry: 'src/app/prerender.tsx', alias: aliases, shellFile: 'app.html' })],
    resolve: { alias: aliases },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
    build: {
      outDir: 'dist',
      // No source maps in what Hosting serves (docs/architecture.md "Hosting headers"); firebase.json also
      // leaves any *.map out of a deploy.
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
  };
});
