import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Run through `npm test`, which starts an isolated stack and passes its URLs in the environment.
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/` imports (frontend/vite.config.ts), so its specs can render its components.
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        test: {
          name: 'unit',
          environment: 'node',
          // Specs that load the language model or the PDF engine take seconds when the machine is busy.
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.spec.ts',
            'services/*/src/**/*.spec.ts',
            'gateway/src/**/*.spec.ts',
            'scripts/src/**/*.spec.ts',
            'frontend/src/**/*.spec.ts',
            'deploy/test/**/*.spec.ts',
            'bench/src/**/*.spec.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'frontend/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
