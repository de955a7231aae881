import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface DropdownMenuProps {
  /** The button that opens it; receives the ARIA wiring. */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  /** Accessible name of the menu when the trigger's text is not enough. */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A menu of actions (row actions, "more", saved views). */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  label,
  open,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-lg"
        >
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft';

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

export interface MenuItemProps {
  children: ReactNode;
  onSelect: () => void;
  icon?: IconType;
  /** Red, for deleting. */
  destructive?: boolean;
  disabled?: boolean;
}

export function MenuItem({ children, onSelect, icon: Icon, destructive, disabled }: MenuItemProps) {
  return (
    <MenuPrimitive.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cx(ITEM, destructive ? 'text-danger' : 'text-ink data-[highlighted]:text-primary')}
    >
      {Icon ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
      <span className="min-w-0 flex-1">{children}</span>
    </MenuPrimitive.Item>
  );
}

export interface MenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A toggle inside a menu; the menu stays open so several can be changed. */
export function MenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  disabled,
}: MenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => event.preventDefault()}
      disabled={disabled}
      className={cx(ITEM, 'text-ink')}
    >
      <span className="flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check className="size-4 text-primary" aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </MenuPrimitive.CheckboxItem>
  );
}

export function MenuSeparator() {
  return <MenuPrimitive.Separator className="my-1 h-px bg-line" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <MenuPrimitive.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
      {children}
    </MenuPrimitive.Label>
  );
}
