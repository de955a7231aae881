/** Sizes in Spanish: "20 MB", "1,5 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  const format = (value: number) =>
    new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** ['.xlsx', '.csv'] → ".xlsx o .csv"; three or more: ".xlsx, .xls o .csv". */
export function acceptedList(extensions: readonly string[]): string {
  if (extensions.length <= 1) return extensions.join('');
  return `${extensions.slice(0, -1).join(', ')} o ${extensions.at(-1)}`;
}

export interface FileRules {
  /** Lower-case extensions with the dot: ['.xlsx', '.csv']. */
  accept: readonly string[];
  maxBytes: number;
}

/**
 * Why a file is refused, in Spanish, or null when it is acceptable. The
 * server checks the content again (magic bytes): this is for quick feedback.
 */
export function fileProblem(file: File, { accept, maxBytes }: FileRules): string | null {
  const name = file.name.toLowerCase();
  if (accept.length > 0 && !accept.some((extension) => name.endsWith(extension.toLowerCase()))) {
    return `Tipo no admitido: use ${acceptedList(accept)}`;
  }
  if (file.size === 0) return 'El archivo está vacío';
  if (file.size > maxBytes) return `El archivo supera ${formatBytes(maxBytes)}`;
  return null;
}
