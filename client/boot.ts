/**
 * Starts the app once the server's first-paint pictures are on screen (server/http/first-paint.ts):
 * fetched beside them, the app's scripts took half a phone's bandwidth while the page's largest
 * picture was loading, and the picture came a second later (design.md §5, the first second). A page
 * without such a picture (the cart, the owner's screens, a drop) starts its app at once.
 *
 * The build puts this file in place of the app's entry script and its preloads, and hands their
 * addresses over as the tag's data (vite.config.ts, `startAppAfterFirstPaint`). A picture that fails
 * counts as shown, and one that hangs is waited for only so long: the app must start either way.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
// Those it loads at once: the others (the cards a narrow screen's first row has no room for) load lazily.
const pictures = [...document.querySelectorAll<HTMLImageElement>('.first-paint img[elementtiming="first-paint"]')];

/** A task of its own for what comes next: the browser may paint and answer a tap in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** Once the browser has painted its next frame: a decoded picture is on screen only then. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Element Timing's entry (not in TypeScript's DOM types): the picture it names was presented on screen. */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
}

/**
 * Once the screen shows every decoded picture in view. A frame drawn is not yet a frame shown: the
 * scripts asked for in between still counted in Lighthouse's estimate of the picture's paint (LCP 1.9 s
 * on `/` in one run of four). Element Timing (`elementtiming`, written by the server) reports each
 * picture once its frame is presented; a browser without it waits for the next frame.
 */
function shownOnScreen(decoded: HTMLImageElement[]): Promise<void> {
  // Those in view: one hidden at this width (a box of zeros) or below the fold is never reported.
  const waiting = new Set<Element | null>(
    decoded.filter((picture) => {
      const box = picture.getBoundingClientRect();
      return box.top < innerHeight && box.bottom > 0;
    }),
  );
  if (waiting.size === 0 || !PerformanceObserver.supportedEntryTypes.includes('element')) return afterNextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) waiting.delete(entry.element);
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

async function startApp(entry: string, preloads: string[]) {
  // The entry's imports, asked for at once rather than one after another as the entry is parsed.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
  // Then run one file at a time, each in a task of its own: run as one, the imports' module code held
  // a phone's main thread for 150–200 ms (4× CPU), a tap's wait and a long task in Lighthouse's eyes.
  // The entry's own imports find them run already.
  for (const href of preloads) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

/**
 * The longest the app waits for them: a picture that hangs (a slow image host) must not keep a shopper
 * from the page's buttons. A phone on Lighthouse's mobile profile has a card's picture in well under a
 * second.
 */
const LONGEST_WAIT_MS = 3000;

if (tag?.dataset.entry) {
  const { entry } = tag.dataset;
  const preloads = tag.dataset.preloads?.split(' ').filter(Boolean) ?? [];
  // The scripts are asked for only once the pictures are on screen, not merely decoded: asked for
  // earlier, they share the phone's bandwidth with the pictures' last bytes and paint.
  // A picture that failed is never reported: it counts as shown.
  const shown = Promise.allSettled(pictures.map((picture) => picture.decode().then(() => picture))).then((outcomes) =>
    shownOnScreen(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))),
  );
  const waitedLongEnough = new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.race([shown, waitedLongEnough])
    .then(nextTask)
    .then(() => startApp(entry, preloads));
}
