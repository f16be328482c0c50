/** The demo's line of `npm run cli -- help`: apart from the demo itself, so the help loads none of it. */
export const DEMO_USAGE = `  demo [--scale small|large] [--chat-records N] [--seed N] [--now ISO-8601]
                                            fill empty sections with reproducible demo data; small: 5 bots,
                                            2,000 users, 50,000 chat records (seconds); large: 5,000,000 chat
                                            records, 200,000 users. Same seed and --now → same rows`;
