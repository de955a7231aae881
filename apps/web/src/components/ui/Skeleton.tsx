import { cx } from '../../lib/cx';

/** A grey placeholder the size of content that is loading (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx('block animate-pulse rounded-md bg-line', className)} />
  );
}

/** Lines of text that are loading. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cx('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </span>
  );
}
