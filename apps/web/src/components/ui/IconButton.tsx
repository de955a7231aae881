import type { ButtonHTMLAttributes, ComponentType, Ref } from 'react';
import { cx } from '../../lib/cx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, read by screen readers and shown as the tooltip text. */
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  size?: 'md' | 'sm';
  ref?: Ref<HTMLButtonElement>;
}

/** A round button with only an icon; its label is the accessible name and the title. */
export function IconButton({
  label,
  icon: Icon,
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary disabled:cursor-not-allowed disabled:opacity-50',
        size === 'md' ? 'size-10' : 'size-8',
        className,
      )}
      {...rest}
    >
      <Icon className={size === 'md' ? 'size-5' : 'size-4'} aria-hidden="true" />
    </button>
  );
}
