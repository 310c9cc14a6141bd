import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Vitest's happy-dom, with modules transformed as Node's (Vite's `ssr` environment) instead of a
 * browser's. The test files import the server (the real test app) too, and Vite's client transform
 * rewrites its `new URL('../../migrations', import.meta.url)` into a URL on the page's origin, which
 * fileURLToPath refuses. The components run the same either way: they never read import.meta.env.
 */
const environment: Environment = { ...builtinEnvironments['happy-dom'], name: 'happy-dom-ssr', viteEnvironment: 'ssr' };
export default environment;
