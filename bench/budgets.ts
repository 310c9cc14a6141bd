/** design.md §5, in one place. Sizes are kB = 1,000 bytes of gzip, as Vite reports them. */
export const BUDGETS = {
  // Paid back to 150 kB (it was 151.5 for a while): the header's icons, the cart and pause buttons,
  // the grid's empty and failed boxes and the product page's rules are plain elements (design.md §5).
  firstLoadJsGzip: 150_000,
  firstLoadCssGzip: 35_000,
  lazyRouteChunkGzip: 30_000,
  /** design.md §5, the phone's first second: each page's median, and no more than 2 points under the static floor's. */
  lighthouseScore: 98,
  lighthousePointsUnderFloor: 2,
  lighthouseAccessibilityScore: 100,
  /** The no-JS floor of / is about 1.06 s on this machine's Lighthouse. */
  lcpMs: 1300,
  tbtMs: 100,
  cls: 0,
  /** A page that looks loaded ends its run in seconds; one that never does waits out Lighthouse's time-out. */
  lighthouseRunMs: 20_000,
  apiRatioOfFloor: 0.6,
  serverRssBytes: 250 * 1024 * 1024,
  /**
   * design.md §5: the drop's hold p95 against the time pgbench needs for as many transactions of the
   * same rule as there are buyers (buyers ÷ its tps), measured in the same run.
   */
  holdP95OfPgbenchTime: 1.5,
  /** design.md §5: the drop's holds per second against pgbench's transactions per second for the same rule. */
  holdsRatioOfPgbench: 0.7,
  /**
   * Decision 025: in a drop's opening, a bot with five confirmed accounts and as many fresh guest ids
   * as it likes ends with at most five pieces, one per inbox: the share of five real people.
   */
  botPiecesInOpening: 5,
  /**
   * design.md §5: a 100-order drop's receipts all accepted by the mail server within a minute of the
   * orders being sent, on one instance, the server taking a hosted provider's time for each mail.
   */
  receiptsAllSentMs: 60_000,
  /** design.md §5: from commit to a viewer's stream, with 2,000 streams open during the drop. */
  liveEventP95Ms: 250,
  webpRatioOfJpeg: 0.75,
  /** design.md §5: the product page's main picture, the file a browser picks from its srcset, on a phone. */
  lcpImageBytesPhone: 150_000,
} as const;

/** What a floor of React 19 + TanStack Router weighs per design.md §5, for comparison only. */
export const DESIGN_FLOOR_JS_GZIP = 89_000;
