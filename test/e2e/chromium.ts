/**
 * How every browser run here launches Chromium: Debian's /usr/bin/chromium (or CHROMIUM_PATH),
 * never a downloaded browser, with the flags this closed-network machine needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
