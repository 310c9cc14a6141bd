import path from 'node:path';
import { constants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import routerConfig from './tsr.config.json' with { type: 'json' };

/**
 * `.br` and `.gz` siblings of every text file of the build, at the strongest settings, so
 * server/http/static-client.ts serves them as they are (`precompressed`) and no request pays for
 * compression. Below 1 kB a compressed copy saves less than the headers it adds; a copy that would
 * not be smaller is not written.
 */
const precompress = () =>
  compression({
    include: /\.(?:js|css|html|svg|json|txt)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
  });

/** Module ids of everything `roots` import statically, directly or not. */
function staticallyReachable(roots: string[], getModuleInfo: ChunkingContext['getModuleInfo']): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The home page's screen and what it imports beyond the app's entry, in one chunk. Left to itself the
 * bundler splits them into a dozen small files shared with other routes, and a first visit, most
 * often to `/`, pays a request and gzip's per-file overhead for each (~5 kB in all). Rolldown brings
 * the captured modules' own dependencies along, some of which the entry uses too, so every page loads
 * the chunk: most of it is what every storefront screen is built from anyway.
 */
function homeScreenGroup() {
  const roots = { home: [] as string[], entry: [] as string[] };
  let home: Set<string> | undefined;
  return {
    test: (id: string) => {
      if (/client[\\/]routes[\\/]index\.tsx\?tsr-split=/.test(id)) roots.home.push(id);
      if (/client[\\/]main\.tsx$/.test(id)) roots.entry.push(id);
      return true;
    },
    // Rolldown makes every `test` call of a group before its first `name` call: the roots are known.
    name: (id: string, context: ChunkingContext) => {
      if (!home) {
        const getModuleInfo = (module: string) => context.getModuleInfo(module);
        const entry = staticallyReachable(roots.entry, getModuleInfo);
        home = new Set([...staticallyReachable(roots.home, getModuleInfo)].filter((module) => !entry.has(module)));
      }
      return home.has(id) ? 'home' : null;
    },
  };
}

const API_TARGET = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    // Route options come from tsr.config.json, shared with `tsr generate` (used by typecheck); its
    // paths are relative to the project, the plugin's to the Vite root, hence the resolve.
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.resolve(routerConfig.routesDirectory),
      generatedRouteTree: path.resolve(routerConfig.generatedRouteTree),
    }),
    react(),
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // tRPC's client re-exports every link from one file, and neither of its packages declares
        // itself free of side effects: the WebSocket, streaming and local links (and the server's
        // stream parsers they use) came along unused, ~2 kB gzip of the first load.
        moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // What every page runs first, in one file instead of a dozen small shared chunks: on a
          // phone's HTTP/1.1 connection each extra file costs a round trip before the app can start.
          groups: [
            { name: 'framework', test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack|@trpc)[\\/]/ },
            // Mantine's core (provider, Box, styles API), not its components: those stay with their screens.
            { name: 'mantine-core', test: /node_modules[\\/](?:@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/]/ },
            homeScreenGroup(),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/trpc': API_TARGET,
      '/api': API_TARGET,
      '/media': API_TARGET,
    },
  },
});
