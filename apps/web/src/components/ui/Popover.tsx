import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface PopoverProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a Button); receives the ARIA wiring. */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** As wide as the trigger (selects, comboboxes). */
  matchTriggerWidth?: boolean;
  /** The accessible name of the floating panel. */
  label?: string;
  className?: string;
}

/** A floating panel anchored to its trigger (pickers, menus with forms). */
export function Popover({
  open,
  onOpenChange,
  trigger,
  children,
  align = 'start',
  matchTriggerWidth,
  label,
  className,
}: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={cx(
            'z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-auto rounded-xl border border-line bg-surface shadow-lg outline-none',
            matchTriggerWidth && 'w-[var(--radix-popover-trigger-width)] min-w-56',
            className,
          )}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
