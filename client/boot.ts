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
const pictures = [...document.querySelectorAll<HTMLImageElement>('.first-paint img:not([loading="lazy"])')];

function startApp(entry: string, preloads: string[]) {
  // The entry's imports, asked for at once rather than one after another as the entry is parsed.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.body.append(script);
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
  const shown = Promise.allSettled(pictures.map((picture) => picture.decode()));
  const waitedLongEnough = new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.race([shown, waitedLongEnough]).then(() => startApp(entry, preloads));
}
