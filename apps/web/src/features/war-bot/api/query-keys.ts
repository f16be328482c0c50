import type { ListParams } from '@/components/data-table/list-params';

/**
 * Query keys of the War Bot. Groups and their activity share one branch: a group renamed, moved to the
 * other side or removed changes the analysis too, so a mutation invalidates the whole branch.
 */
export const warBotKeys = {
  all: ['war-bot'] as const,
  groupList: (params: ListParams) => [...warBotKeys.all, 'groups', 'list', params] as const,
  groupChoices: () => [...warBotKeys.all, 'groups', 'choices'] as const,
  activity: (groupIds: readonly number[], from: string, to: string) =>
    [...warBotKeys.all, 'activity', groupIds.join(','), from, to] as const,
  topMembers: (groupId: number, from: string, to: string) =>
    [...warBotKeys.all, 'top-members', groupId, from, to] as const,
};
