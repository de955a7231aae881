import {
  DONOR_MODALITIES,
  PACKAGE_MESSAGES,
  ZAdditionalInfoSchema,
  type TAdditionalInfo,
  type TAdditionalInfoResponse,
} from '@kiwi/domain';
import { z } from 'zod';
import {
  DateControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import { Textarea } from '../../../components/ui/Textarea';
import { showSnackbar } from '../../../lib/snackbar';
import { useSaveAdditionalInfo } from '../api/additional-info';

/** The form's values: the API's fields (decision 1405), texts as the inputs hold them. */
interface InfoForm {
  portabilidad: boolean;
  operador_donante: string;
  modalidad_donante: string;
  telefono_portado: string;
  fecha_portabilidad: string | null;
  icc: string;
  titular_nombre: string;
  titular_documento: string;
  iban: string;
  notas: string;
}

const PORTABILITY_FIELDS = [
  'operador_donante',
  'modalidad_donante',
  'telefono_portado',
  'fecha_portabilidad',
] as const;

/**
 * The domain's schema, after dropping what a hidden section holds: without portability the
 * donor fields are not shown, so they are not sent (nor can they block the save).
 */
const ZInfoForm = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  if (!values['portabilidad']) for (const key of PORTABILITY_FIELDS) values[key] = null;
  return values;
}, ZAdditionalInfoSchema);

/** A plain text field of the form. */
interface TextSpec {
  name:
    | 'operador_donante'
    | 'telefono_portado'
    | 'icc'
    | 'titular_nombre'
    | 'titular_documento'
    | 'iban';
  label: string;
  hint?: string;
  required?: boolean;
  inputMode?: 'tel' | 'numeric';
  /** Both columns from 640 px. */
  wide?: boolean;
}

const DONOR: TextSpec = { name: 'operador_donante', label: 'Operador donante', required: true };
const PORTED_NUMBER: TextSpec = {
  name: 'telefono_portado',
  label: 'Número a portar',
  required: true,
  inputMode: 'tel',
};
/** SIM and account holder: shown for every package. */
const ORDER_FIELDS: TextSpec[] = [
  {
    name: 'icc',
    label: 'ICC de la SIM',
    hint: '19 o 20 dígitos, empieza por 89',
    inputMode: 'numeric',
    wide: true,
  },
  { name: 'titular_nombre', label: 'Titular (si no es el cliente)' },
  { name: 'titular_documento', label: 'Documento del titular', hint: 'DNI, NIE o CIF' },
  { name: 'iban', label: 'IBAN', wide: true },
];

const MODALITIES = DONOR_MODALITIES.map((m) => ({
  value: m,
  label: m === 'PREPAGO' ? 'Prepago' : 'Pospago',
}));

function defaultsOf(info: TAdditionalInfoResponse | null): InfoForm {
  return {
    portabilidad: info?.portabilidad ?? false,
    operador_donante: info?.operador_donante ?? '',
    modalidad_donante: info?.modalidad_donante ?? '',
    telefono_portado: info?.telefono_portado ?? '',
    fecha_portabilidad: info?.fecha_portabilidad ?? null,
    icc: info?.icc ?? '',
    titular_nombre: info?.titular_nombre ?? '',
    titular_documento: info?.titular_documento ?? '',
    iban: info?.iban ?? '',
    notas: info?.notas ?? '',
  };
}

/**
 * What the operator's order needs beyond the offer (portability, SIM, account holder, IBAN):
 * POST for a package without info, PUT of the whole info otherwise. Server field errors land
 * on their fields; §8-style messages (decision 1408).
 */
export function AdditionalInfoDialog({
  paquete,
  label,
  info,
  open,
  onOpenChange,
}: {
  paquete: number;
  /** The package as the list shows it (tariff · sale type · phone). */
  label: string;
  info: TAdditionalInfoResponse | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveAdditionalInfo();
  return (
    <FormDialog<InfoForm, TAdditionalInfo>
      open={open}
      onOpenChange={onOpenChange}
      mode={info ? 'edit' : 'create'}
      title="Información adicional"
      description={label}
      submitLabel="Guardar"
      failureMessage={PACKAGE_MESSAGES.additionalInfoFailure}
      schema={ZInfoForm}
      defaultValues={defaultsOf(info)}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ paquete, infoId: info?.id ?? null, info: values });
        } catch (error) {
          showSnackbar({ kind: 'error', message: PACKAGE_MESSAGES.additionalInfoFailure });
          throw error;
        }
        showSnackbar({ kind: 'success', message: PACKAGE_MESSAGES.additionalInfoSaved });
      }}
    >
      {(form) => {
        const text = (spec: TextSpec) => (
          <TextField
            key={spec.name}
            label={spec.label}
            hint={spec.hint}
            required={spec.required}
            inputMode={spec.inputMode}
            autoComplete="off"
            className={spec.wide ? 'sm:col-span-2' : undefined}
            error={form.formState.errors[spec.name]?.message}
            {...form.register(spec.name)}
          />
        );
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <SwitchControl
                control={form.control}
                name="portabilidad"
                label="Portabilidad"
                hint="El número viene de otro operador"
              />
            </div>
            {form.watch('portabilidad') ? (
              <>
                {text(DONOR)}
                <SelectControl
                  control={form.control}
                  name="modalidad_donante"
                  label="Modalidad en el donante"
                  options={MODALITIES}
                />
                {text(PORTED_NUMBER)}
                <DateControl
                  control={form.control}
                  name="fecha_portabilidad"
                  label="Fecha de portabilidad"
                />
              </>
            ) : null}
            {ORDER_FIELDS.map(text)}
            <Textarea
              label="Notas"
              rows={3}
              className="sm:col-span-2"
              error={form.formState.errors.notas?.message}
              {...form.register('notas')}
            />
          </div>
        );
      }}
    </FormDialog>
  );
}
