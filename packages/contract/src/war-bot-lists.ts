/**
 * What the War Bot lists filter and sort by, and the analysis limits: plain constants, free of zod,
 * so the console's route search params can use them without loading the schemas (see lists.ts).
 */
export const WAR_GROUP_SIDES = ['Own', 'Rival'] as const;
export const WAR_GROUP_SORTABLE = ['title', 'link', 'created_at'] as const;

/** Groups compared in one analysis request. */
export const WAR_ACTIVITY_MAX_GROUPS = 10;
/** The longest range of one analysis request, in days (a leap year). */
export const WAR_ACTIVITY_MAX_DAYS = 366;
/** Most members one top-members request answers. */
export const WAR_TOP_MEMBERS_MAX = 100;
