import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasAnyPermission, type Stalker, type StalkerGroups } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/http';
import { useSessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { groupCandidatesQueryOptions, useReplaceStalkerGroups } from './api/stalker-groups';
import { GroupChecklist, type GroupOption } from './group-checklist';

function toOption(group: { id: number; title: string; link: string }): GroupOption {
  return { id: group.id, title: group.title, link: group.link, watchedBy: undefined };
}

function matches(option: GroupOption, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || option.title.toLowerCase().includes(needle) || option.link.toLowerCase().includes(needle);
}

/** The stalker's groups to tick, searched among the tracked ones, saved all at once (with reassignment when asked). */
export function GroupAssignmentForm({
  stalker,
  assigned,
  onDone,
}: {
  stalker: Stalker;
  assigned: StalkerGroups;
  onDone: () => void;
}) {
  const { t } = useTranslation('stalker');
  const user = useSessionUser();
  // Tracked groups are listed by the War Bot, so only its users can pick new ones; others can still remove.
  const canPick = hasAnyPermission(user?.permissions ?? [], ['WAR_BOT']);
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(assigned.groups.map((group) => group.id)),
  );
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [problem, setProblem] = useState<{ message: string; canReassign: boolean } | undefined>(undefined);
  const candidates = useQuery({
    ...groupCandidatesQueryOptions(deferredSearch, canPick),
    placeholderData: keepPreviousData,
  });
  const replace = useReplaceStalkerGroups(stalker.id);

  const known = new Map<number, GroupOption>(assigned.groups.map((group) => [group.id, toOption(group)]));
  for (const group of candidates.data ?? []) {
    const watchedBy = group.stalker && group.stalker.id !== stalker.id ? `@${group.stalker.username}` : undefined;
    known.set(group.id, { ...toOption(group), watchedBy });
  }
  const options = [...known.values()].filter((option) => matches(option, deferredSearch));

  function toggle(id: number, checked: boolean) {
    setProblem(undefined);
    setSelected((current) => new Set(checked ? [...current, id] : [...current].filter((other) => other !== id)));
  }

  async function save(reassign: boolean) {
    try {
      await replace.mutateAsync({ group_ids: [...selected], ...(reassign && { reassign: true }) });
      notify.success(t('groups.toast.saved'));
      onDone();
    } catch (error) {
      const canReassign = isApiError(error) && error.code === 'GROUP_ALREADY_ASSIGNED';
      setProblem({ message: errorMessage(error), canReassign });
      notify.error(t('groups.toast.saveFailed', { reason: errorMessage(error) }));
    }
  }

  const atCapacity = selected.size >= assigned.capacity;
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('groups.searchPlaceholder')}
          aria-label={t('groups.searchPlaceholder')}
          className="h-8"
        />
        <span className="shrink-0 text-sm tabular-nums" aria-live="polite">
          {t('groups.count', { count: selected.size, capacity: assigned.capacity })}
        </span>
      </div>
      {!canPick && <p className="text-sm text-muted-foreground">{t('groups.needsWarBot')}</p>}
      {candidates.isError && (
        <p className="text-sm text-destructive">
          {t('groups.candidatesFailed', { reason: errorMessage(candidates.error) })}
        </p>
      )}
      <GroupChecklist options={options} selected={selected} atCapacity={atCapacity} onToggle={toggle} />
      {problem && (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          <p>{problem.message}</p>
          {problem.canReassign && <p className="text-muted-foreground">{t('groups.reassignHint')}</p>}
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        {problem?.canReassign && (
          <Button variant="destructive" disabled={replace.isPending} onClick={() => void save(true)}>
            {t('groups.reassign')}
          </Button>
        )}
        <Button disabled={replace.isPending} onClick={() => void save(false)}>
          {replace.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t('form.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}
