import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
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

// Mantine's ScrollArea (inside every Modal, so in the code every page loads first) takes only `useMergeRefs` from
// @floating-ui/react, a single ~50 kB module of popover positioning. Bundlers split by module, not by export, so that
// one import would put all of floating-ui in the first load. ScrollArea gets the same hook from @mantine/hooks instead;
// popovers, menus and tooltips (route chunks) still import floating-ui itself.
const SCROLL_AREA_REFS = '\0scroll-area-merge-refs';
const scrollAreaMergeRefs: Plugin = {
  name: 'exam:scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return SCROLL_AREA_REFS;
    return null;
  },
  load(id) {
    if (id !== SCROLL_AREA_REFS) return null;
    return "import { useMergedRef } from '@mantine/hooks';\nexport const useMergeRefs = (refs) => useMergedRef(...refs);\n";
  },
};

// `vite preview` serves the build on this machine (the browser tests' worlds, a local look at the build), where there is
// no network to save: it would gzip every chunk again on every page load (preview has no cache), a tenth of the
// preview's and the browser's work in the browser tests. It serves the files as they are. Deployments put the build
// behind their own web server, which compresses (or serves precompressed files) as it is set up to.
const previewUncompressed: Plugin = {
  name: 'exam:preview-uncompressed',
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      delete req.headers['accept-encoding'];
      next();
    });
  },
};

export default defineConfig({
  // The router plugin reads tsr.config.json (the same file `npm run generate` uses for the route tree).
  plugins: [scrollAreaMergeRefs, tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), previewUncompressed],
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  preview: { proxy },
  build: {
    // Browser-test runs may build into their own folder (EXAM_WEB_OUT_DIR) so that several can run side by side.
    outDir: process.env.EXAM_WEB_OUT_DIR ?? 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // No preload lists: with them every route in the route table (part of the first load) carries the list of all the
    // chunks it imports, some 0.4 kB gzip a route, and the table grows with every screen. A route chunk imports its
    // shared chunks directly (hoisted), so they load in parallel one step after it; the router preloads a route's
    // chunk on hover (defaultPreload 'intent'), before the click.
    modulePreload: false,
    // The first load in as few files as it takes: what the entry needs (its static imports) is one chunk, and the
    // sign-in screen with everything it imports is another. Left to itself the bundler splits both into some forty
    // small shared chunks (a Mantine component each), each its own request and compressed on its own: gzip then
    // finds no repeats across them, some 14 kB more for a cold /login. The sign-in chunk holds the form components
    // (inputs, tabs, checkbox) every other screen uses too.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'signin', test: /features[\\/]auth[\\/]LoginScreen/ },
          ],
        },
      },
    },
    // EXAM_WEB_MINIFY=0 keeps names readable in CPU profiles (the benchmarks' --profile).
    ...(process.env.EXAM_WEB_MINIFY === '0' ? { minify: false } : {}),
  },
});
