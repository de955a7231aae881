import { cx } from '../../lib/cx';

export interface SuggestionChipsProps {
  /** Names the group for screen readers: 'Localidades de 29620'. */
  label: string;
  suggestions: readonly string[];
  /** The value the field holds now: its chip shows as chosen. */
  current?: string | null | undefined;
  onPick: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One-tap values for a free-text field (the localities of a postal code):
 * small buttons under the field, the current value marked as pressed. Renders
 * nothing without suggestions.
 */
export function SuggestionChips({
  label,
  suggestions,
  current,
  onPick,
  disabled,
  className,
}: SuggestionChipsProps) {
  if (suggestions.length === 0) return null;
  const chosen = current?.trim().toLocaleLowerCase('es') ?? '';
  return (
    <div role="group" aria-label={label} className={cx('flex flex-wrap gap-1.5', className)}>
      {suggestions.map((suggestion) => {
        const pressed = suggestion.toLocaleLowerCase('es') === chosen;
        return (
          <button
            key={suggestion}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onPick(suggestion)}
            className={cx(
              'inline-flex min-h-8 items-center rounded-full border px-3 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
              pressed
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line bg-surface text-ink hover:border-primary/40 hover:bg-primary-soft',
            )}
          >
            {suggestion}
          </button>
        );
      })}
    </div>
  );
}
