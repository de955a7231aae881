import { PRODUCT_NAME } from '@kiwi/domain';

/** The product mark: a kiwi slice on the primary colour. */
export function KiwiLogo({ size = 40 }: { size?: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#670069" />
        <circle cx="16" cy="16" r="9" fill="#8bc34a" />
        <circle cx="16" cy="16" r="3" fill="#f6f8fe" />
      </svg>
      <span className="text-xl font-semibold tracking-tight text-primary">{PRODUCT_NAME}</span>
    </span>
  );
}
