import { OPERATORS, PROCEDURE_TYPES, ZCreateProcedureRequestSchema } from '@kiwi/domain';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import type { ProcedureRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import { SelectControl, SwitchControl } from '../../../components/ui/form/controlled-fields';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values {
  name: string;
  operator: string;
  tipo_gestion: string;
  is_active: boolean;
}

/** Gestión: name, operator, procedure type, active. */
export function ProcedureDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<ProcedureRow>) {
  const submit = useCatalogueSubmit<unknown>('gestiones', formType, row?.id);
  const defaults: Values = {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    tipo_gestion: row?.tipo_gestion ?? '',
    is_active: row?.is_active ?? true,
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nueva gestión' : 'Editar gestión'}
      schema={ZCreateProcedureRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => (
        <div className="grid gap-4">
          <TextField
            label="Nombre"
            required
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <SelectControl
            control={form.control}
            name="operator"
            label="Operador"
            required
            options={OPERATORS}
          />
          <SelectControl
            control={form.control}
            name="tipo_gestion"
            label="Tipo de gestión"
            required
            options={PROCEDURE_TYPES}
          />
          <SwitchControl control={form.control} name="is_active" label="Activa" />
        </div>
      )}
    </FormDialog>
  );
}
