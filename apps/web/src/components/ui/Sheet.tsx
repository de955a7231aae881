import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { DialogFrame, OVERLAY_CLASS, type DialogFrameProps } from './dialog-frame';

export interface SheetProps extends DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Desktop side; on phones a sheet always rises from the bottom. */
  side?: 'right' | 'left';
  /** Desktop width. */
  width?: 'md' | 'lg' | 'xl';
  children?: ReactNode;
  className?: string;
}

const WIDTHS = { md: 'md:w-[420px]', lg: 'md:w-[560px]', xl: 'md:w-[760px]' } as const;

/**
 * A side panel on desktop and a bottom sheet on phones: filters, a record's
 * full view, details that keep the list visible behind them.
 */
export function Sheet({
  open,
  onOpenChange,
  side = 'right',
  width = 'md',
  className,
  ...frame
}: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASS} />
        <DialogPrimitive.Content
          {...(frame.description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed z-50 flex flex-col bg-surface shadow-xl outline-none',
            'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl',
            'md:inset-y-0 md:bottom-auto md:h-dvh md:max-h-none md:max-w-[calc(100vw-2rem)] md:rounded-none',
            side === 'right' ? 'md:right-0 md:left-auto' : 'md:right-auto md:left-0',
            WIDTHS[width],
            className,
          )}
        >
          <div
            className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-line md:hidden"
            aria-hidden="true"
          />
          <DialogFrame {...frame} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
