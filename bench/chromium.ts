import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; CHROME_PATH points elsewhere (Lighthouse reads the same variable). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Root in a container needs --no-sandbox; without the background-networking flags Chromium keeps
 * calling Google's hosts, which this machine's closed network refuses (node-svc.md).
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
}
