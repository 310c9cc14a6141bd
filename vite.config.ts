import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import routerConfig from './tsr.config.json' with { type: 'json' };

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
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/trpc': API_TARGET,
      '/api': API_TARGET,
      '/media': API_TARGET,
    },
  },
});
