import { Plus, X } from 'lucide-react';
import { Button } from './Button';
import { controlBoxClass, Field } from './Field';
import { IconButton } from './IconButton';

export interface PhoneListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** One message for the list, or one per line (DRF answers `telefonosContacto.1`). */
  error?: string | readonly (string | undefined)[] | undefined;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Name of one line, for its label and buttons: 'Teléfono'. */
  itemLabel?: string;
  maxItems?: number;
  className?: string;
}

/**
 * A list of phone numbers: one input per number, "Añadir teléfono" and a
 * remove button per line. There is always at least one (maybe empty) line;
 * empty lines are the form's to drop before sending.
 */
export function PhoneListField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  itemLabel = 'Teléfono',
  maxItems = 10,
  className,
}: PhoneListFieldProps) {
  const lines = value.length > 0 ? value : [''];
  const listError = typeof error === 'string' ? error : undefined;
  const lineErrors = Array.isArray(error) ? error : [];
  const lower = itemLabel.toLowerCase();
  const setLine = (index: number, text: string) =>
    onChange(lines.map((line, i) => (i === index ? text : line)));

  return (
    <Field
      label={label}
      hint={hint}
      error={listError ?? lineErrors.find(Boolean)}
      required={required}
      className={className}
      group
    >
      {() => (
        <div className="flex flex-col gap-2">
          {lines.map((line, index) => (
            <div key={index} className="flex items-center gap-1">
              <div className={`${controlBoxClass(lineErrors[index], disabled)} flex-1`}>
                <input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={line}
                  disabled={disabled}
                  aria-label={`${itemLabel} ${index + 1}`}
                  aria-invalid={lineErrors[index] ? true : undefined}
                  onChange={(event) => setLine(index, event.target.value)}
                  onBlur={onBlur}
                  className="h-11 w-full min-w-0 bg-transparent text-base outline-none focus-visible:outline-none"
                />
              </div>
              <IconButton
                icon={X}
                label={`Quitar ${lower} ${index + 1}`}
                disabled={disabled || (lines.length === 1 && line === '')}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          {lines.length < maxItems && !disabled ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => onChange([...lines, ''])}
            >
              <Plus className="size-4" aria-hidden="true" />
              Añadir {lower}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
