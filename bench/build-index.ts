/**
 * The client build as the bundle part reads it: which chunks load which, which modules they carry,
 * each file's gzip size, and which chunks a shopper could ever download.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AFTER_IDLE_MODULES } from './bundle-budgets.ts';
import type { ClientBuild } from './client-build.ts';
import { gzipSize } from './format.ts';
import { ROOT } from './processes.ts';
import type { BuiltChunk } from './vite-build.ts';

export type ForbiddenHit = { kind: 'admin' | 'tiptap' | 'cropper'; module: string; file: string; bytes: number };

/** A module id relative to the project, whatever folder the snapshot was built in. */
export function relativeId(id: string, snapshot: string): string {
  const clean = id.replace(/\0/g, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  if (clean.startsWith(snapshot + '/')) return clean.slice(snapshot.length + 1);
  if (clean.startsWith(ROOT)) return clean.slice(ROOT.length);
  return clean;
}

export function groupOf(relative: string): string {
  if (relative.startsWith('node_modules/')) {
    const [first, second] = relative.slice('node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? relative);
  }
  if (relative.startsWith('client/routes/')) return 'client/routes';
  const parts = relative.split('?')[0]?.split('/') ?? [];
  if (parts[0] === 'client' && (parts[1] === 'features' || parts[1] === 'components')) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** A route file as the route tree imports it (paths, guards, loaders), not its split component. */
export function isRouteStub(relative: string): boolean {
  return relative.startsWith('client/routes/') && !relative.includes('?') && !relative.split('/').some((part) => part.startsWith('-'));
}

export function forbiddenKind(relative: string): ForbiddenHit['kind'] | null {
  if (/^node_modules\/(@tiptap\/|@mantine\/tiptap\/|prosemirror-)/.test(relative)) return 'tiptap';
  if (/^node_modules\/(react-advanced-cropper|advanced-cropper)\//.test(relative) || relative.includes('image-crop-dialog')) return 'cropper';
  if (/^client\/features\/admin[^/]*\//.test(relative)) return 'admin';
  if (/^client\/routes\/_admin[/.]/.test(relative) && !isRouteStub(relative)) return 'admin';
  return null;
}

/**
 * What the root loads lazily only once the session says the visitor is an admin (the header's pending
 * orders): a shopper never downloads it, so it is admin code, not a chunk a shopper could reach.
 */
const ADMIN_ONLY_MODULES = new Set(['client/features/admin-orders/components/pending-orders-button.tsx']);

export type BuildIndex = {
  build: ClientBuild;
  snapshot: string;
  byFile: Map<string, BuiltChunk>;
  gzip: (file: string) => Promise<{ gzip: number; raw: number }>;
  /** The chunks of AFTER_IDLE_MODULES that the entry does not load anyway. */
  afterIdle: Set<string>;
};

export function indexBuild(build: ClientBuild, snapshot: string): BuildIndex {
  const byFile = new Map(build.chunks.map((chunk) => [chunk.fileName, chunk]));
  const cache = new Map<string, Promise<{ gzip: number; raw: number }>>();
  const gzip = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(path.join(build.outDir, file)).then((data) => ({ gzip: gzipSize(data), raw: data.length }));
      cache.set(file, entry);
    }
    return entry;
  };
  const index: BuildIndex = { build, snapshot, byFile, gzip, afterIdle: new Set() };
  const entryClosure = entryClosureOf(index);
  for (const chunk of build.chunks) {
    if (!chunk.facadeModuleId || !AFTER_IDLE_MODULES.has(relativeId(chunk.facadeModuleId, snapshot))) continue;
    for (const file of staticClosure(index, chunk.fileName)) if (!entryClosure.has(file)) index.afterIdle.add(file);
  }
  return index;
}

export function staticClosure(index: BuildIndex, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of index.byFile.get(file)?.imports ?? []) staticClosure(index, imported, into);
  return into;
}

/**
 * The route component a chunk carries: its facade, or (for a screen that vite.config.ts groups with
 * what only it uses, such as /products) the split route module inside it.
 */
export const routeModuleOf = (chunk: BuiltChunk | undefined) =>
  chunk?.facadeModuleId?.includes('?tsr-split') ? chunk.facadeModuleId : (chunk?.modules.find((module) => module.id.includes('?tsr-split'))?.id ?? null);
export const isRouteChunk = (chunk: BuiltChunk | undefined) => routeModuleOf(chunk) !== null;
const isAdminOnly = (chunk: BuiltChunk | undefined, snapshot: string) =>
  chunk?.facadeModuleId != null && ADMIN_ONLY_MODULES.has(relativeId(chunk.facadeModuleId, snapshot));
export const isAdminRoute = (chunk: BuiltChunk, snapshot: string) => {
  const route = routeModuleOf(chunk);
  return route !== null && relativeId(route, snapshot).startsWith('client/routes/_admin');
};

/**
 * Every chunk a shopper could ever download: the entry, the storefront routes, and whatever those
 * import, statically or lazily (a dialog opened later). Admin routes and ADMIN_ONLY_MODULES are the
 * only ways into the rest.
 */
export function shopperReachable(index: BuildIndex): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const chunk = index.byFile.get(file);
    for (const imported of chunk?.imports ?? []) visit(imported);
    for (const lazy of chunk?.dynamicImports ?? []) {
      const imported = index.byFile.get(lazy);
      if (!isRouteChunk(imported) && !isAdminOnly(imported, index.snapshot)) visit(lazy);
    }
  };
  for (const chunk of index.build.chunks) {
    if (chunk.isEntry || (isRouteChunk(chunk) && !isAdminRoute(chunk, index.snapshot))) visit(chunk.fileName);
  }
  return reached;
}

/** The app's entry: not client/boot.ts's chunk, an entry too, which imports nothing and only starts it. */
export function entryClosureOf(index: BuildIndex): Set<string> {
  const entry = index.build.chunks.find((chunk) => chunk.isEntry && chunk.name !== 'boot');
  return entry ? staticClosure(index, entry.fileName) : new Set<string>();
}

/** Forbidden modules in any chunk a shopper could download; the entry's graph is checked by the page loads. */
export function forbiddenReachable(index: BuildIndex): ForbiddenHit[] {
  const entryClosure = entryClosureOf(index);
  const hits: ForbiddenHit[] = [];
  for (const file of shopperReachable(index)) {
    if (entryClosure.has(file)) continue;
    for (const module of index.byFile.get(file)?.modules ?? []) {
      const relative = relativeId(module.id, index.snapshot);
      const kind = forbiddenKind(relative);
      if (kind) hits.push({ kind, module: relative, file, bytes: module.length });
    }
  }
  return hits;
}
