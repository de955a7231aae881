import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** A count shown next to the label (notes: 3). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list: 'Secciones del cliente'. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs that scroll sideways on phones instead of wrapping. */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
      className={cx('flex flex-col gap-4', className)}
    >
      {/* The list scrolls sideways and so clips an outer focus outline: the triggers draw it inset. */}
      <TabsPrimitive.List
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1"
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className="-mb-px flex h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted hover:text-ink focus-visible:-outline-offset-2 disabled:opacity-50 data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className="min-w-5 rounded-full bg-background px-1.5 text-center text-xs text-muted">
                {tab.count}
              </span>
            ) : null}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="outline-none">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
