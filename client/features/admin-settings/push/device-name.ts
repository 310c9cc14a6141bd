/** The browsers and systems a device is listed by, most specific first ("Edge" says "Chrome" too). */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** How Settings lists a device: "Chrome on Android", from the browser's own description of itself. */
export function deviceName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS) ?? 'A browser';
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
