import { CUSTOMER_IMPORT_LIMITS } from '@kiwi/domain';
import { ImportFileStep } from '../../../components/ui/import/ImportFileStep';
import { uploadImport, type StartedImport } from '../api/importaciones';

/** Step 1: choose the file and upload it; the analysis starts on the server. */
export function FileStep({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  return (
    <ImportFileStep
      label="Archivo de clientes"
      maxBytes={CUSTOMER_IMPORT_LIMITS.maxBytes}
      onUpload={async (file) => onStarted(await uploadImport(file))}
      description={
        <>
          Suba una base de datos de clientes potenciales en Excel (.xlsx) o .csv, con una fila de
          cabecera («Nombre», «Apellidos», «DNI/NIF/CIF», «Teléfono», «Móvil», «Email», «Dirección»,
          «CP», «Localidad»…). Antes de importar verá las primeras filas, los errores y los
          duplicados.
        </>
      }
    />
  );
}
