import { CUSTOMER_IMPORT_LIMITS } from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { FileDrop } from '../../../components/ui/FileDrop';
import { isApiError } from '../../../lib/http/api-error';
import { uploadImport, type StartedImport } from '../api/importaciones';

function uploadError(error: unknown): string {
  if (isApiError(error)) {
    return error.fieldErrors.file?.[0] ?? error.detail ?? 'No se ha podido subir el archivo';
  }
  return 'No se ha podido subir el archivo';
}

/** Step 1: choose the file and upload it; the analysis starts on the server. */
export function FileStep({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const file = files[0];
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onStarted(await uploadImport(file));
    } catch (failure) {
      setError(uploadError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Suba una base de datos de clientes potenciales en Excel (.xlsx) o .csv, con una fila de
        cabecera («Nombre», «Apellidos», «DNI/NIF/CIF», «Teléfono», «Móvil», «Email», «Dirección»,
        «CP», «Localidad»…). Antes de importar verá las primeras filas, los errores y los
        duplicados.
      </p>
      <FileDrop
        label="Archivo de clientes"
        accept={['.xlsx', '.csv']}
        maxBytes={CUSTOMER_IMPORT_LIMITS.maxBytes}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex justify-end">
        <Button onClick={() => void start()} disabled={!file} busy={busy}>
          Subir y analizar
        </Button>
      </div>
    </div>
  );
}
