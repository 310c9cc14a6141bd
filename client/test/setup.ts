import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/trpc.ts';

// happy-dom has matchMedia and ResizeObserver, but no `document.fonts` (the CSS Font Loading API):
// Mantine's autosizing Textarea listens on it for `loadingdone`. No font ever loads here, so an
// event target that never fires is the whole of it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// Every findBy… waits on the real server over HTTP: on a loaded 2-core machine that exceeds Testing
// Library's default 1 s, as the journeys' polls do (vitest.config.ts gives those 10 s too).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here, and
// empty the app's one query cache and the page's storage so no test sees what the one before it left.
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});
