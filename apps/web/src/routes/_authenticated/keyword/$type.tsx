import { useMemo } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { ForbiddenError, currentAccess } from '@/app/access';
import { KeywordPage } from '@/features/keyword/keyword-page';
import { keywordSearchSchema, withSearchKeyword } from '@/features/keyword/keyword-search';
import { isKeywordType, keywordTypeFor } from '@/features/keyword/keyword-type';

export const Route = createFileRoute('/_authenticated/keyword/$type')({
  validateSearch: keywordSearchSchema,
  beforeLoad: ({ params, search }) => {
    const type = keywordTypeFor(params.type, currentAccess().permissions);
    if (type === 'forbidden') throw new ForbiddenError();
    if (type !== params.type) throw redirect({ to: '/keyword/$type', params: { type }, search, replace: true });
  },
  component: KeywordRoute,
});

function KeywordRoute() {
  const { type } = Route.useParams();
  const { search, onSearchChange } = useListRoute(Route);
  const effective = useMemo(() => withSearchKeyword(search), [search]);
  // beforeLoad has redirected any other value.
  if (!isKeywordType(type)) return null;
  return <KeywordPage type={type} search={effective} onSearchChange={onSearchChange} />;
}
