/** The demo's line of `npm run cli -- help`: apart from the demo itself, so the help loads none of it. */
export const DEMO_USAGE = `  demo [--scale small|large] [--chat-records N] [--seed N] [--now ISO-8601]
                                            fill empty sections with reproducible demo data; small: 5 bots,
                                            2,000 users, 50,000 chat records (seconds); large: 5,000,000 chat
                                            records, 200,000 users. Same seed and --now → same rows`;

/** The packages only the demo uses: development dependencies, so a production install has none of them. */
const DEMO_PACKAGES = ['@faker-js/faker', 'cli-progress'];

/**
 * What to tell an operator whose install left the demo's packages out (`npm ci --omit=dev`, the container
 * image); undefined for any other failure to load the demo.
 */
export function missingDemoPackagesMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const missing = DEMO_PACKAGES.find((name) => error.message.includes(`'${name}'`));
  if (missing === undefined) return undefined;
  return [
    `The demo needs ${DEMO_PACKAGES.join(' and ')}, development packages that this install leaves out (${missing} is missing).`,
    'A production install (npm ci --omit=dev, as in the container image) has no demo: run the demo where the',
    'development packages are installed (npm ci), against the same DATA_DIR or DATABASE_URL.',
  ].join('\n');
}
