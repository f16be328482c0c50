import { fileURLToPath, URL } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * The contract has no side effects (it only declares schemas and constants), but its package does not
 * say so, and its schemas are built with function calls a bundler must otherwise keep. Declaring it
 * here lets the first page load take only the constants it uses and leave zod to the pages with forms.
 */
function contractWithoutSideEffects(): Plugin {
  return {
    name: 'backoffice:contract-without-side-effects',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

const apiTarget = process.env.BACKOFFICE_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/v1', '/um', '/docs', '/healthz'];

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    contractWithoutSideEffects(),
  ],
  resolve: {
    // 'source' makes '@backoffice/contract' resolve to its TypeScript source (no separate build step).
    conditions: [...defaultClientConditions, 'source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
