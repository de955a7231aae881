import { DOCUMENT_TYPES, SEGMENTS } from '@kiwi/domain';
import { Controller } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import { PhoneListField } from '../../../components/ui/PhoneListField';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { TextField } from '../../../components/ui/TextField';
import { useComerciales } from '../api/comerciales';
import { useOrigenes } from '../api/origenes';
import { AddressFields } from './AddressFields';
import type { CustomerForm } from './customer-form-values';

const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((t) => ({ value: t.value as string, label: t.label }));
const SEGMENT_OPTIONS = SEGMENTS.map((s) => ({ value: s.value as string, label: s.label }));

export interface CustomerFormFieldsProps {
  form: CustomerForm;
  readOnly: boolean;
  /** A Comercial does not hand customers to others: the selector is shown, not editable. */
  canChooseCommercial: boolean;
  /** The caller, added to the selector if the list does not carry them. */
  self?: { id: number; nombre: string } | undefined;
}

function phoneErrors(form: CustomerForm): string | (string | undefined)[] | undefined {
  const error = form.formState.errors.telefonosContacto;
  if (!error) return undefined;
  if (Array.isArray(error)) return error.map((line) => line?.message);
  return error.message ?? error.root?.message;
}

/** The customer (TtForm) fields of spec §3, laid out in two columns from 640 px. */
export function CustomerFormFields({
  form,
  readOnly,
  canChooseCommercial,
  self,
}: CustomerFormFieldsProps) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const comerciales = useComerciales();
  const origenes = useOrigenes();
  const commercialOptions = (comerciales.data ?? []).map((c) => ({ value: c.id, label: c.nombre }));
  if (self && !commercialOptions.some((o) => o.value === self.id)) {
    commercialOptions.unshift({ value: self.id, label: self.nombre });
  }
  const origenOptions = (origenes.data ?? []).map((o) => ({ value: o.id, label: o.nombre }));

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label="Nombre"
        required
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.nombre?.message}
        {...register('nombre')}
      />
      <Controller
        control={control}
        name="tipoDocumento"
        render={({ field, fieldState }) => (
          <Select
            label="Tipo de documento"
            options={DOCUMENT_OPTIONS}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            clearLabel="Sin especificar"
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Documento"
        autoComplete="off"
        hint="DNI, NIE o CIF con su letra"
        error={errors.documento?.message}
        {...register('documento')}
      />
      <Controller
        control={control}
        name="telefonosContacto"
        render={({ field }) => (
          <PhoneListField
            label="Teléfonos de contacto"
            hint="Números españoles; otros países con su prefijo (+44…)"
            className="sm:col-span-2"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={readOnly}
            error={phoneErrors(form)}
          />
        )}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="segmento"
        render={({ field, fieldState }) => (
          <Select
            label="Segmento"
            options={SEGMENT_OPTIONS}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            clearLabel="Sin especificar"
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="comercial"
        render={({ field, fieldState }) => (
          <Combobox
            label="Comercial"
            options={commercialOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={readOnly || !canChooseCommercial}
            hint={
              canChooseCommercial ? undefined : 'Los clientes que guarda quedan asignados a usted'
            }
            error={
              fieldState.error?.message ??
              (comerciales.isError ? 'No se han cargado las opciones de comerciales' : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="origenBbdd"
        render={({ field, fieldState }) => (
          <Combobox
            label="Origen de la base de datos"
            options={origenOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            disabled={readOnly}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Operador actual (ISP)"
        autoComplete="off"
        error={errors.ispActual?.message}
        {...register('ispActual')}
      />
      <TextField
        label="Razón de no interés"
        autoComplete="off"
        error={errors.razonNoInteresado?.message}
        {...register('razonNoInteresado')}
      />
      <AddressFields form={form} readOnly={readOnly} />
      <Textarea
        label="Notas"
        rows={3}
        className="sm:col-span-2"
        error={errors.notas?.message}
        {...register('notas')}
      />
    </div>
  );
}
