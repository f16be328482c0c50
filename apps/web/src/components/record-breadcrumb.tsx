import type { ReactElement } from 'react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';

interface RecordBreadcrumbProps {
  /** The sidebar section's link, when the list sits in one (Search Bot, Marketing Tool). */
  section?: ReactElement;
  /** The link to the record's list. */
  list: ReactElement;
  /** The record's name, as its page's title says it. */
  record: string;
}

/** The trail at the top of a detail page: Section › List › Record, the first two links back. */
export function RecordBreadcrumb({ section, list, record }: RecordBreadcrumbProps) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        {section && (
          <>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>{section}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </>
        )}
        <BreadcrumbItem>
          <BreadcrumbLink asChild>{list}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{record}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}
