/** The demo data's entry for the benchmarks, which fill databases the way `npm run demo` does (package export ./demo). */
export { seedDemo, type DemoOptions } from './index.js';
export { terminalProgress } from './progress.js';
export { DEMO_SCALES, demoScale, type DemoScale } from './scale.js';
export { demoBots } from './telegram-users.js';
export { demoChatRecordRows } from './bot-analytics.js';
