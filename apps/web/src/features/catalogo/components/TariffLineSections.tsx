import { DATA_UNITS, FIXED_LINE_TYPES, SPEED_UNITS } from '@kiwi/domain';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { NumberControl, SelectControl } from '../../../components/ui/form/controlled-fields';
import type { TariffFormValues } from './tariff-form-values';

type Form = UseFormReturn<TariffFormValues, unknown, unknown>;

/** A titled block of line fields (a region named by its heading). */
function LineSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-xl border border-line p-3 sm:grid-cols-2"
    >
      <h3 id={id} className="text-sm font-semibold text-ink sm:col-span-2">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Fixed line data: type, owners, speeds with their unit, minutes to fixed and mobile. */
export function FixedLineSection({ form }: { form: Form }) {
  const c = form.control;
  return (
    <LineSection title="Línea fija">
      <SelectControl
        control={c}
        name="fixed_line_info.type"
        label="Tipo de línea fija"
        required
        options={FIXED_LINE_TYPES}
      />
      <NumberControl control={c} name="fixed_line_info.owners" label="Titulares" integer />
      <NumberControl
        control={c}
        name="fixed_line_info.download_speed.amount"
        label="Velocidad de bajada"
        required
      />
      <SelectControl
        control={c}
        name="fixed_line_info.download_speed.unit"
        label="Unidad de bajada"
        options={SPEED_UNITS}
      />
      <NumberControl
        control={c}
        name="fixed_line_info.upload_speed.amount"
        label="Velocidad de subida"
        required
      />
      <SelectControl
        control={c}
        name="fixed_line_info.upload_speed.unit"
        label="Unidad de subida"
        options={SPEED_UNITS}
      />
      <NumberControl
        control={c}
        name="fixed_line_info.voice_to_fixed"
        label="Minutos a fijos"
        suffix="min"
        integer
      />
      <NumberControl
        control={c}
        name="fixed_line_info.voice_to_mobile"
        label="Minutos a móviles"
        suffix="min"
        integer
      />
    </LineSection>
  );
}

/** Mobile line data: data with its unit, minutes, minutes to foreign numbers (sent only when not 0). */
export function MobileLineSection({ form }: { form: Form }) {
  const c = form.control;
  return (
    <LineSection title="Línea móvil">
      <NumberControl
        control={c}
        name="mobile_line_info.mobile_line_data.amount"
        label="Datos"
        required
      />
      <SelectControl
        control={c}
        name="mobile_line_info.mobile_line_data.unit"
        label="Unidad de datos"
        options={DATA_UNITS}
      />
      <NumberControl
        control={c}
        name="mobile_line_info.mobile_line_voice.amount"
        label="Minutos"
        suffix="min"
        integer
        hint="Vacío = ilimitados"
      />
      <NumberControl
        control={c}
        name="mobile_line_info.voice_to_foreign"
        label="Minutos al extranjero"
        suffix="min"
        integer
        hint="0 = no incluye"
      />
    </LineSection>
  );
}
