import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { SkeletonText } from '../../../../components/ui/Skeleton';

interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Loading, failed or ready: the same three states in every section of the
 * full view. A failure is shown with a retry, never only logged.
 */
export function SectionStates({
  query,
  failure,
  children,
}: {
  query: SectionQuery;
  failure: string;
  children: () => ReactNode;
}) {
  if (query.isPending) return <SkeletonText lines={4} />;
  if (query.isError) {
    return (
      <EmptyState
        compact
        title={failure}
        description="Compruebe la conexión e inténtelo de nuevo."
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  return <>{children()}</>;
}
