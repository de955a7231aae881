import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { Button } from '../Button';
import { FileDrop } from '../FileDrop';

export interface ImportFileStepProps {
  /** What the file should hold, in a sentence or two. */
  description: ReactNode;
  /** The drop zone's label: 'Archivo de clientes'. */
  label: string;
  maxBytes: number;
  /** Uploads the file; a refusal (400/413) is shown under the drop zone. */
  onUpload: (file: File) => Promise<void>;
  uploadLabel?: string;
  /** More actions next to the upload button (the template download). */
  actions?: ReactNode;
}

function uploadError(error: unknown): string {
  if (isApiError(error)) {
    return error.fieldErrors.file?.[0] ?? error.detail ?? 'No se ha podido subir el archivo';
  }
  return 'No se ha podido subir el archivo';
}

/** An import's first step: choose an .xlsx or .csv file and upload it. */
export function ImportFileStep({
  description,
  label,
  maxBytes,
  onUpload,
  uploadLabel = 'Subir y analizar',
  actions,
}: ImportFileStepProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const file = files[0];
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      await onUpload(file);
    } catch (failure) {
      setError(uploadError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{description}</p>
      <FileDrop
        label={label}
        accept={['.xlsx', '.csv']}
        maxBytes={maxBytes}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button onClick={() => void start()} disabled={!file} busy={busy}>
          {uploadLabel}
        </Button>
      </div>
    </div>
  );
}
