/** How much platform data the demo makes. */
export interface DemoScale {
  bots: number;
  users: number;
  chatRecords: number;
  searchEvents: number;
  sponsorClicks: number;
  /** Groups the War Bot watches, each with one activity report a day. */
  groups: number;
  /** The platform data spans this many days up to `now`. */
  days: number;
}

export const DEMO_SCALES = {
  /** Seconds: enough to page, filter and chart every section. */
  small: {
    bots: 5,
    users: 2_000,
    chatRecords: 50_000,
    searchEvents: 10_000,
    sponsorClicks: 2_000,
    groups: 12,
    days: 30,
  },
  /** The size the benchmarks are quoted at: five million chat records. */
  large: {
    bots: 8,
    users: 200_000,
    chatRecords: 5_000_000,
    searchEvents: 500_000,
    sponsorClicks: 50_000,
    groups: 40,
    days: 180,
  },
} as const satisfies Record<string, DemoScale>;
export type DemoScaleName = keyof typeof DEMO_SCALES;

export function isDemoScaleName(name: string): name is DemoScaleName {
  return name in DEMO_SCALES;
}

/**
 * A named scale, optionally with another number of chat records: users and searches follow the
 * chat records in the proportions of the large scale (25 records and 0.1 searches per record per user).
 */
export function demoScale(name: DemoScaleName = 'small', chatRecords?: number): DemoScale {
  const base: DemoScale = { ...DEMO_SCALES[name] };
  if (chatRecords === undefined) return base;
  return {
    ...base,
    chatRecords,
    users: Math.max(50, Math.min(base.users * 10, Math.round(chatRecords / 25))),
    searchEvents: Math.round(chatRecords / 10),
  };
}
