import { FileUp, FileText, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cx } from '../../lib/cx';
import { Button } from './Button';
import { acceptedList, fileProblem, formatBytes } from './file-checks';
import { IconButton } from './IconButton';

export interface FileDropProps {
  label: string;
  /** Extensions with the dot: ['.xlsx', '.csv']. */
  accept: readonly string[];
  maxBytes: number;
  /** The chosen files (controlled). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  hint?: string;
  /** An error from elsewhere (the server refused the file). */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * Drop a file here, or press "Elegir archivo" (keyboard and phones). Type
 * and size are checked at once, with the reason in Spanish.
 */
export function FileDrop({
  label,
  accept,
  maxBytes,
  value,
  onChange,
  multiple = false,
  hint,
  error,
  disabled,
  className,
}: FileDropProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const help =
    hint ??
    `Arrastre el archivo aquí o pulse «Elegir archivo». ${acceptedList(accept)}, hasta ${formatBytes(maxBytes)}.`;

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (!multiple && files.length > 1) {
      setProblems(['Solo se admite un archivo']);
      return;
    }
    const refused = files
      .map((file) => [file, fileProblem(file, { accept, maxBytes })] as const)
      .filter(([, problem]) => problem !== null);
    setProblems(refused.map(([file, problem]) => `${file.name}: ${problem}`));
    const accepted = files.filter((file) => !refused.some(([bad]) => bad === file));
    if (accepted.length > 0) onChange(multiple ? [...value, ...accepted] : accepted);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const messages = [...(error ? [error] : []), ...problems];

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cx(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging
            ? 'border-primary bg-primary-soft'
            : messages.length > 0
              ? 'border-danger/60'
              : 'border-line bg-surface',
          disabled && 'opacity-60',
        )}
      >
        <FileUp className="size-9 text-primary/70" aria-hidden="true" />
        <p id={`${id}-help`} className="max-w-sm text-sm text-muted">
          {help}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          Elegir archivo
        </Button>
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {messages.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label="Archivos elegidos" className="flex flex-col gap-2">
          {value.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2"
            >
              <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{file.name}</span>
              <span className="text-xs text-muted tabular-nums">{formatBytes(file.size)}</span>
              <IconButton
                icon={X}
                size="sm"
                label={`Quitar ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
