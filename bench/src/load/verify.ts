import { inParallel, type ApiClient } from './api.js';
import type { AcknowledgedCreate } from './mix.js';

/** Reads at a time while checking the creates: enough to be quick, few enough to leave the machine alone. */
const READ_BACK_PARALLEL = 8;

export interface ReadBack {
  acknowledged: number;
  readBack: number;
  /** Acknowledged, then not found. */
  lost: AcknowledgedCreate[];
  /** Found, but not as acknowledged. */
  changed: string[];
}

function pathOf(create: AcknowledgedCreate): string {
  return create.section === 'catalogue' ? `/v1/catalogue/${create.id}` : `/v1/keyword/${create.type}/${create.id}`;
}

/** What of the row must still be as the create's answer said (the run's updates touch other rows). */
function differences(create: AcknowledgedCreate, row: Record<string, unknown>): string | undefined {
  const expected: Record<string, unknown> =
    create.section === 'catalogue'
      ? { link: create.link }
      : { keyword: create.keyword, queue_number: create.queue_number };
  const wrong = Object.entries(expected).filter(([field, value]) => row[field] !== value);
  if (wrong.length === 0) return undefined;
  return `${pathOf(create)}: ${wrong.map(([field, value]) => `${field} ${JSON.stringify(row[field])}, acknowledged ${JSON.stringify(value)}`).join('; ')}`;
}

/** Every acknowledged create, read back by id through the API once the load is over. */
export async function readBackCreates(api: ApiClient, creates: readonly AcknowledgedCreate[]): Promise<ReadBack> {
  const lost: AcknowledgedCreate[] = [];
  const changed: string[] = [];
  let readBack = 0;
  await inParallel(creates, READ_BACK_PARALLEL, async (create) => {
    const answer = await api.fetchJson(pathOf(create));
    if (answer.status === 404) {
      lost.push(create);
      return;
    }
    if (answer.status !== 200) throw new Error(`reading back ${pathOf(create)} answered ${answer.status}`);
    readBack++;
    const difference = differences(create, (answer.body as { data: Record<string, unknown> }).data);
    if (difference) changed.push(difference);
  });
  return { acknowledged: creates.length, readBack, lost, changed };
}
