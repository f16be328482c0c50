import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: [...defaultClientConditions, 'source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/lib/test-setup.ts'],
    // A test that types into and ticks a whole dialog takes seconds on a loaded two-core machine; the waits inside
    // are on conditions, so a longer limit only changes when a hung test is reported.
    testTimeout: 20_000,
    // Each file still gets a fresh document; only the modules carry over from one file to the next, which spares
    // evaluating React, the router and the locale files again for every file. Modules keep no state of a document.
    isolate: false,
  },
});
