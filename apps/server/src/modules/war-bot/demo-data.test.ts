import { Faker, en } from '@faker-js/faker';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, WarActivity, WarGroup, WarTopMembers } from '@backoffice/contract';
import type { DemoContext } from '../../demo/index.js';
import { silentProgress } from '../../demo/progress.js';
import { demoScale } from '../../demo/scale.js';
import { groupActivitySeeder, groupEventSeeder } from '../../demo/war-bot.js';
import { bearer, json, useTestServer } from '../../test/harness.js';

const NOW = new Date('2025-06-30T12:00:00Z');
const server = useTestServer();
let written: { daily: number; events: number };
beforeAll(async () => {
  const faker = new Faker({ locale: [en] });
  const context: DemoContext = {
    db: server.database.db,
    en: faker,
    zh: faker,
    actorId: null,
    now: NOW,
    seed: 7,
    scale: demoScale('small'),
    progress: silentProgress,
  };
  written = { daily: await groupActivitySeeder.seed(context), events: await groupEventSeeder.seed(context) };
});

const get = async <T>(url: string): Promise<T> => {
  const response = await server.app.inject({ method: 'GET', url, headers: bearer(server.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};

describe('War Bot demo data', () => {
  it('gives our groups raw-event figures (top members, peak hours) whose member counts follow joins and leaves', async () => {
    expect(written.daily).toBe(12 * 30);
    expect(written.events).toBeGreaterThan(1_000);
    const ours = (await get<Paged<WarGroup>['data']>('/v1/war-bot/groups?side=Own&per_page=100')).data;
    const rivals = (await get<Paged<WarGroup>['data']>('/v1/war-bot/groups?side=Rival&per_page=100')).data;
    expect([ours.length, rivals.length]).toEqual([4, 8]);
    const ids = [...ours, ...rivals]
      .slice(0, 10)
      .map((group) => group.id)
      .join(',');
    const activity = await get<WarActivity>(`/v1/war-bot/activity?group_ids=${ids}&from=2025-06-01&to=2025-06-30`);
    for (const entry of activity.groups) {
      expect(entry.peak_hour, entry.group.link).not.toBeNull();
      for (let i = 1; i < entry.days.length; i++) {
        const [before, day] = [entry.days[i - 1], entry.days[i]];
        expect((day?.member_count ?? 0) - (before?.member_count ?? 0), `${entry.group.link} ${day?.day}`).toBe(
          (day?.joins ?? 0) - (day?.leaves ?? 0),
        );
      }
    }
    expect(activity.sides.map((side) => side.group_count)).toEqual([4, 6]);
    const top = await get<WarTopMembers>(
      `/v1/war-bot/groups/${ours[0]?.id}/top-members?from=2025-06-17&to=2025-06-30&limit=5`,
    );
    expect(top.members).toHaveLength(5);
    expect(top.members.map((member) => member.messages)).toEqual(
      [...top.members.map((member) => member.messages)].sort((a, b) => b - a),
    );
  });

  it('leaves the data alone when seeded again', async () => {
    const faker = new Faker({ locale: [en] });
    const context: DemoContext = {
      db: server.database.db,
      en: faker,
      zh: faker,
      actorId: null,
      now: NOW,
      seed: 7,
      scale: demoScale('small'),
      progress: silentProgress,
    };
    expect(await groupEventSeeder.seed(context)).toBe(0);
  });
});
