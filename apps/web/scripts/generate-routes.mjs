// Generates src/routeTree.gen.ts from the file routes without a Vite build, so `tsc` can run on its own.
// Uses the same generator (and the same settings) as the router plugin in vite.config.ts.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: path.join(root, 'src/routes'),
    generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
    quoteStyle: 'single',
  },
  root,
);

const generator = new Generator({ config, root });
await generator.run();
process.stdout.write('routeTree.gen.ts generated\n');
