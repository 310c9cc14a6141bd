/**
 * Child process: one production `vite build` with the project's vite.config.ts, run from the folder
 * given as cwd (the config resolves its route paths against the working directory). Inline options
 * only move the root and output for the floor; a read-only plugin records each chunk's modules.
 *
 * usage: node bench/vite-build.ts <configFile> <metaJson> [<root> <outDir>]
 */
import { writeFile } from 'node:fs/promises';
import { build, type Plugin } from 'vite';

/** `length` is the module's rendered (pre-minification) length: good for shares, not for bytes. */
export type BuiltModule = { id: string; length: number };
export type BuiltChunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  modules: BuiltModule[];
};

const [configFile, metaFile, root, outDir] = process.argv.slice(2);
if (!configFile || !metaFile) throw new Error('usage: node bench/vite-build.ts <configFile> <metaJson> [<root> <outDir>]');

const chunks: BuiltChunk[] = [];

const inspector: Plugin = {
  name: 'bench-inspector',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const meta = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
      chunks.push({
        fileName: output.fileName,
        name: output.name,
        isEntry: output.isEntry,
        isDynamicEntry: output.isDynamicEntry,
        facadeModuleId: output.facadeModuleId,
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        css: [...(meta?.importedCss ?? [])],
        modules: Object.entries(output.modules).map(([id, module]) => ({ id, length: module.renderedLength })),
      });
    }
  },
};

await build({
  configFile,
  logLevel: 'warn',
  plugins: [inspector],
  ...(root && outDir ? { root, publicDir: false, build: { outDir, emptyOutDir: true } } : {}),
});
await writeFile(metaFile, JSON.stringify(chunks));
