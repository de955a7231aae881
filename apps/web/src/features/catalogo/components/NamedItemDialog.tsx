import {
  ZCreateDatabaseOriginRequestSchema,
  ZCreateObjectiveTypeRequestSchema,
} from '@kiwi/domain';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import type { DatabaseOriginRow, ObjectiveTypeRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import { useCatalogueSubmit } from './use-catalogue-submit';

const KINDS = {
  origenes: {
    schema: ZCreateDatabaseOriginRequestSchema,
    add: 'Nuevo origen de BD',
    edit: 'Editar origen de BD',
  },
  tipoobjetivo: {
    schema: ZCreateObjectiveTypeRequestSchema,
    add: 'Nuevo tipo de objetivo',
    edit: 'Editar tipo de objetivo',
  },
} as const;

/** Orígenes BD and Tipos de objetivo: a name only. */
export function NamedItemDialog({
  kind,
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<DatabaseOriginRow | ObjectiveTypeRow> & { kind: keyof typeof KINDS }) {
  const submit = useCatalogueSubmit<unknown>(kind, formType, row?.id);
  const { schema, add, edit } = KINDS[kind];
  return (
    <FormDialog<{ nombre: string }, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? add : edit}
      schema={schema}
      defaultValues={{ nombre: row?.nombre ?? '' }}
      onSubmit={submit}
      size="sm"
    >
      {(form) => (
        <TextField
          label="Nombre"
          required
          error={form.formState.errors.nombre?.message}
          {...form.register('nombre')}
        />
      )}
    </FormDialog>
  );
}
