import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { DialogFrame, OVERLAY_CLASS, type DialogFrameProps } from './dialog-frame';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<DialogSize, string> = {
  sm: 'md:max-w-md',
  md: 'md:max-w-lg',
  lg: 'md:max-w-2xl',
  xl: 'md:max-w-4xl',
};

export interface DialogProps extends DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: DialogSize;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Phones: 'fullscreen' (forms, the default) or 'center' (a short question
   * in a box). From 768 px up, always a centred box.
   */
  phoneLayout?: 'fullscreen' | 'center';
  /** false while work runs: Escape and clicks outside do not close it. */
  dismissible?: boolean;
  children?: ReactNode;
  className?: string;
}

/** The kit's modal dialog. Features never render <dialog> or Radix themselves. */
export function Dialog({
  open,
  onOpenChange,
  size = 'md',
  role = 'dialog',
  phoneLayout = 'fullscreen',
  dismissible = true,
  className,
  ...frame
}: DialogProps) {
  const blockClose = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASS} />
        <DialogPrimitive.Content
          role={role}
          onEscapeKeyDown={blockClose}
          onPointerDownOutside={blockClose}
          onInteractOutside={blockClose}
          {...(frame.description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed z-50 flex flex-col bg-surface shadow-xl outline-none',
            phoneLayout === 'fullscreen'
              ? 'inset-0 h-dvh'
              : 'inset-x-4 top-1/2 max-h-[85dvh] -translate-y-1/2 rounded-2xl',
            'md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:h-auto md:max-h-[90dvh] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
            SIZES[size],
            className,
          )}
        >
          <DialogFrame closeDisabled={!dismissible} {...frame} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
