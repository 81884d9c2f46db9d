import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The dev server can forward /api/** to a running Hosting emulator (or any API) so the
// same-origin API base ('') works in `vite --mode emulator` too.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.APKFORGE_DEV_API_TARGET ?? 'http://127.0.0.1:5000';
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
    build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  };
});
