import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { appFrame } from './scripts/vite-app-frame.ts';
import { chunkGroups } from './scripts/vite-chunk-groups.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { landingPreload } from './scripts/vite-landing-preload.ts';
import { landingPrerender } from './scripts/vite-landing-prerender.ts';
import { splitTestFiles } from './scripts/vitest-projects.ts';
import { parseApiMocking, readEnv } from './src/config/env-schema.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The packages that must stay in their own lazy chunk (`npm run bench:bundle` checks it).
const { lazyOnlyPackages } = JSON.parse(readFileSync(new URL('./bundle-budgets.json', import.meta.url), 'utf8')) as {
  lazyOnlyPackages: string[];
};
const workerFile = fileURLToPath(new URL('./mocks/worker/mockServiceWorker.js', import.meta.url));

/** Serves MSW's worker in dev and adds it to a build only when that build runs on mocks. */
function mockServiceWorker(includeInBuild: boolean): Plugin {
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      if (includeInBuild) {
        this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerFile) });
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const raw = loadEnv(mode, root, 'VITE_');
  const testFiles = splitTestFiles(root);
  const apiMocking = parseApiMocking(raw.VITE_API_MOCKING || undefined, command === 'serve' ? 'enabled' : 'disabled');
  // Fail at start, naming the variable, rather than in the browser later.
  readEnv({ ...raw, VITE_API_MOCKING: apiMocking });

  return {
    plugins: [react(), mockServiceWorker(apiMocking === 'enabled'), landingPreload(), landingPrerender(), appFrame(), compileHints(lazyOnlyPackages)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      // A constant, so a build without mocks drops the mock backend entirely.
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(apiMocking),
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: chunkGroups(root, lazyOnlyPackages) } },
    },
    test: {
      restoreMocks: true,
      testTimeout: 15_000,
      // Projects split by each file's imports (docs/testing.md#two-vitest-projects). Pure and
      // integrated do not isolate their files: a worker keeps its modules (and, integrated, its jsdom)
      // from one file to the next; the integrated setup puts back what a test leaves in the page
      // (decision 151). The stories run isolated, with Storybook's own copy of user-event.
      projects: [
        {
          extends: true,
          test: {
            name: 'pure',
            include: testFiles.pure,
            environment: 'node',
            setupFiles: ['./src/testing/pdf-fonts-from-disk.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integrated',
            include: testFiles.integrated,
            environment: 'jsdom',
            setupFiles: ['./src/testing/pdf-fonts-from-disk.ts', './src/testing/setup-tests.ts'],
            isolate: false,
          },
        },
        {
          // The stories, in a page of their own: Storybook's user-event would share the page otherwise.
          extends: true,
          test: {
            name: 'stories',
            include: testFiles.stories,
            environment: 'jsdom',
            setupFiles: ['./src/testing/pdf-fonts-from-disk.ts', './src/testing/setup-tests.ts'],
          },
        },
      ],
    },
  };
});
