import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * Title bar, scrolling body and footer shared by Dialog and Sheet (both are
 * Radix dialogs: focus trapped, Escape closes, focus returns to the opener).
 */
export interface DialogFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** Hides the description visually (it is still read out). */
  hideDescription?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** Hide the close button (while a save is running). */
  closeDisabled?: boolean;
  /** Replaces the body's padding (px-5 py-4). */
  bodyClassName?: string;
}

export function DialogFrame({
  title,
  description,
  hideDescription,
  footer,
  children,
  closeDisabled,
  bodyClassName,
}: DialogFrameProps) {
  return (
    <>
      <div className="flex shrink-0 items-start gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="text-lg font-semibold text-ink">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description
              className={cx('mt-0.5 text-sm text-muted', hideDescription && 'sr-only')}
            >
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        <DialogPrimitive.Close
          disabled={closeDisabled}
          aria-label="Cerrar"
          className="-mt-1 -mr-2 rounded-full p-2 text-muted hover:bg-background hover:text-ink disabled:opacity-40"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>
      {children ? (
        <div className={cx('min-h-0 flex-1 overflow-y-auto', bodyClassName ?? 'px-5 py-4')}>
          {children}
        </div>
      ) : null}
      {footer ? (
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {footer}
        </div>
      ) : null}
    </>
  );
}

export const OVERLAY_CLASS = 'fixed inset-0 z-50 bg-ink/40';
