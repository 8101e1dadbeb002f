import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The one setting that points the portal at a backend: /api, /upload (images) and the push channel (/ws) go to
// EXAM_API_ORIGIN.
const apiOrigin = process.env.EXAM_API_ORIGIN ?? 'http://127.0.0.1:4010';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiOrigin, changeOrigin: true },
  // Uploaded and template images the backend serves by URL (e.g. paper_image: /upload/template/3001/2/7001.jpg).
  '/upload': { target: apiOrigin, changeOrigin: true },
  '/ws': { target: apiOrigin.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
};

export default defineConfig({
  // The router plugin reads tsr.config.json (the same file `npm run generate` uses for the route tree).
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  preview: { proxy },
  build: {
    // Browser-test runs may build into their own folder (EXAM_WEB_OUT_DIR) so that several can run side by side.
    outDir: process.env.EXAM_WEB_OUT_DIR ?? 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
});
