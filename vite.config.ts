import path from 'node:path';
import { constants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

const BOOT_MODULE = path.resolve('client/boot.ts');

/**
 * The app's entry script and its preloads, taken out of the page and handed to client/boot.ts, which
 * asks for them once the server's first-paint picture is on screen: a phone spends its bandwidth on the
 * page's largest picture first (design.md §5, the first second). The boot script is a few hundred bytes,
 * a chunk of its own, emitted beside whichever page the build's root has (the bench builds its floor
 * page with this config too).
 */
const startAppAfterFirstPaint = (): Plugin => ({
  name: 'ukay:start-app-after-first-paint',
  apply: 'build',
  buildStart() {
    this.emitFile({ type: 'chunk', id: BOOT_MODULE, name: 'boot' });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const boot = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.facadeModuleId === BOOT_MODULE);
      if (!boot) throw new Error('client/boot.ts is missing from the build');
      let entry = '';
      const preloads: string[] = [];
      const page = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => ((entry = src), ''))
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (preloads.push(href), ''));
      if (!entry) throw new Error('index.html has no entry script for client/boot.ts to start');
      const bootTag = `<script type="module" fetchpriority="low" src="/${boot.fileName}" data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>`;
      return page.replace('</head>', `  ${bootTag}\n  </head>`);
    },
  },
});

/**
 * The owner's installed app (decision 033): client/admin-sw.ts built with the list of the shell's
 * files and their revisions (Workbox's precache manifest), as `/admin-sw.js`. Nothing is injected
 * into the page: the admin's screens register it and link the manifest (client/lib/owner-app.ts),
 * so a shopper's page neither downloads nor runs any of it. The shell is the page, its scripts and
 * styles; pictures are never kept.
 */
const ownersApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: path.resolve('client'),
    filename: 'admin-sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html}'],
      // The receipt reader and the code scanner's WebAssembly are minutes of a phone's data for a screen used once.
      maximumFileSizeToCacheInBytes: 1_500_000,
      rollupFormat: 'iife',
    },
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
 * The three pages a first visit lands on (design.md §5), each in as few files as it can be. Left to
 * itself the bundler splits what a screen imports beyond the app's entry into a dozen small files
 * shared with other routes, and a first visit pays a request and gzip's per-file overhead for each.
 */
const ENTRY_SCREENS = {
  home: /client[\\/]routes[\\/]index\.tsx\?tsr-split=component$/,
  catalog: /client[\\/]routes[\\/]products\.tsx\?tsr-split=component$/,
  product: /client[\\/]routes[\\/]product\.\$id\.tsx\?tsr-split=component$/,
};

/** Screens whose own modules get a chunk of their own; the home screen's stay in `storefront`. */
const SCREENS_OF_THEIR_OWN = new Set(['catalog', 'product']);

/**
 * `storefront`: the app modules of the entry, of the home screen, and those two or more entry screens
 * share; `catalog` and `product`: what only that screen uses. Every page loads `storefront` (what every
 * storefront screen is built from), and /products or /product/{id} one chunk more, not a dozen.
 *
 * The partition is computed over the app's own modules only: library modules are reached through
 * barrel files (`@mantine/core` re-exports every component), so their static reach says nothing.
 * They follow the app modules that use them, as Rolldown brings a captured module's dependencies
 * along: into `storefront` when it uses them (it goes first, by priority), else into the one
 * screen's chunk. `storefront` takes the entry's app modules, so a screen's chunk never drags one of
 * those along (the entry, and so every page, would then load that screen's chunk). The home screen
 * stays in `storefront`: a `home` chunk would take library modules it shares with another screen
 * (Anchor, Title…) and make that screen load it.
 */
function entryScreenGroups(): Rolldown.CodeSplittingGroup[] {
  const roots = new Map<string, string[]>(Object.keys(ENTRY_SCREENS).map((screen) => [screen, []]));
  const entryRoots: string[] = [];
  let chunkOf: Map<string, string> | undefined;
  const partition = (id: string, context: ChunkingContext) => {
    if (!chunkOf) {
      const getModuleInfo = (module: string) => context.getModuleInfo(module);
      const own = (module: string) => !/node_modules/.test(module);
      chunkOf = new Map([...staticallyReachable(entryRoots, getModuleInfo)].filter(own).map((module) => [module, 'storefront']));
      const users = new Map<string, string[]>();
      for (const [screen, screenRoots] of roots) {
        for (const module of [...staticallyReachable(screenRoots, getModuleInfo)].filter(own)) {
          if (!chunkOf.has(module)) users.set(module, [...(users.get(module) ?? []), screen]);
        }
      }
      for (const [module, screens] of users) {
        chunkOf.set(module, screens.length === 1 && screens[0] && SCREENS_OF_THEIR_OWN.has(screens[0]) ? screens[0] : 'storefront');
      }
    }
    return chunkOf.get(id) ?? null;
  };
  return [
    {
      debugName: 'storefront',
      priority: 2,
      test: (id: string) => {
        for (const [screen, pattern] of Object.entries(ENTRY_SCREENS)) if (pattern.test(id)) roots.get(screen)?.push(id);
        if (/client[\\/]main\.tsx$/.test(id)) entryRoots.push(id);
        return true;
      },
      // Rolldown makes every `test` call of a group before its first `name` call: the roots are known.
      name: (id: string, context: ChunkingContext) => (partition(id, context) === 'storefront' ? 'storefront' : null),
    },
    {
      debugName: 'entry screens',
      priority: 1,
      name: (id: string, context: ChunkingContext) => {
        const chunk = partition(id, context);
        return chunk === 'storefront' ? null : chunk;
      },
    },
  ];
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
    startAppAfterFirstPaint(),
    ownersApp(),
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
            // Of use-sync-external-store, the shim TanStack imports: its other entry is react-redux's, for
            // the admin's charts (decision 034), and in here it cost every shopper 0.2 kB.
            {
              name: 'framework',
              priority: 4,
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|@tanstack|@trpc)[\\/]|use-sync-external-store[\\/](?:shim[\\/]|cjs[\\/]use-sync-external-store-shim))/,
            },
            // What is left of Mantine's core (styles API helpers, utils) once the pages have taken theirs:
            // the provider, Box and what the first load's components call go with `storefront`, as its
            // dependencies; the rest (keyboard handlers of menus and tabs, shadow-DOM lookups of
            // comboboxes…) in one lazy file. Captured first, by name, it was all in the first load: ~2 kB.
            { name: 'mantine-core', priority: 0, test: /node_modules[\\/](?:@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/]/ },
            ...entryScreenGroups(),
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
