// The one place that says how our tools start Debian's Chromium (see the developers' guide):
// Playwright, the Storybook runner, the static Storybook check and the browser benchmarks.
// CHROMIUM_PATH lets a developer on another system point at their own copy.

/** Flags that keep a headless Chromium quiet and offline in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright's `chromium.launch`, with any flags a caller adds. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...extraArgs],
  };
}
