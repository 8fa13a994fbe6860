// Debian's Chromium, as every browser test and benchmark launches it (Playwright cannot download
// browsers here). Without the background-networking flags Chromium keeps dialling Google's hosts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright's chromium.launch(). */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
