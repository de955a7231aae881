import { buildCommercialSelector, SEGMENTS, SALES_STATUSES } from '@kiwi/domain';
import { useState } from 'react';
import { Card } from '../components/ui/Card';
import { Checkbox } from '../components/ui/Checkbox';
import { Combobox } from '../components/ui/combobox/Combobox';
import { DatePicker } from '../components/ui/dates/DatePicker';
import { DateRangePicker } from '../components/ui/dates/DateRangePicker';
import { DateTimePicker } from '../components/ui/dates/DateTimePicker';
import { FileDrop } from '../components/ui/FileDrop';
import { NumberField } from '../components/ui/NumberField';
import type { Option } from '../components/ui/options';
import { PhoneListField } from '../components/ui/PhoneListField';
import { RadioGroup } from '../components/ui/RadioGroup';
import { Select } from '../components/ui/Select';
import { Switch } from '../components/ui/Switch';
import { Textarea } from '../components/ui/Textarea';
import { TextField } from '../components/ui/TextField';
import type { DayRange } from '../lib/madrid-days';
import { GallerySection } from './GallerySection';

const COMMERCIALS: Option<number | null>[] = buildCommercialSelector([
  { id: 3, nombre: 'Lucía Pérez', estado: 'BAJA' },
  { id: 1, nombre: 'Carmen Comercial', estado: 'ALTA' },
  { id: 2, nombre: 'Marta Núñez', estado: 'VACACIONES' },
  { id: 4, nombre: 'Pedro Inactivo', estado: 'INACTIVO' },
]).map((account) => ({ value: account.id, label: account.nombre, description: account.estado }));

const CITIES = [
  'Málaga',
  'Torremolinos',
  'Marbella',
  'Sevilla',
  'Dos Hermanas',
  'Granada',
  'Córdoba',
  'Cádiz',
  'Jerez de la Frontera',
];

async function searchCities(search: string): Promise<Option<string>[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const needle = search.toLowerCase();
  return CITIES.filter((city) => city.toLowerCase().includes(needle)).map((city) => ({
    value: city,
    label: city,
  }));
}

/** Every form control, filled and empty, with an error and a hint. */
export function FormsSection() {
  const [comercial, setComercial] = useState<number | null>(null);
  const [estados, setEstados] = useState<number[]>([1, 2]);
  const [ciudad, setCiudad] = useState<string | null>(null);
  const [segmento, setSegmento] = useState<string | null>('PARTICULAR');
  const [tipo, setTipo] = useState<string | null>(null);
  const [precio, setPrecio] = useState<number | null>(29.9);
  const [phones, setPhones] = useState(['600123123', '']);
  const [range, setRange] = useState<DayRange | null>(null);
  const [day, setDay] = useState<string | null>('2026-03-02');
  const [instant, setInstant] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [ads, setAds] = useState(true);
  const [active, setActive] = useState(false);

  return (
    <GallerySection id="formularios" title="Campos de formulario y selectores">
      <Card>
        <div className="grid gap-x-6 gap-y-2 md:grid-cols-2 xl:grid-cols-3">
          <TextField
            label="Nombre"
            required
            placeholder="Nombre y apellidos"
            hint="Como figura en el documento"
          />
          <TextField label="Email" type="email" defaultValue="ana@" error="Email no válido" />
          <NumberField label="Precio" suffix="€" value={precio} onChange={setPrecio} />
          <Select
            label="Segmento"
            options={SEGMENTS.map((s) => ({ value: s.value, label: s.label }))}
            value={segmento}
            onChange={setSegmento}
          />
          <Select
            label="Tipo de documento"
            options={['DNI', 'NIE', 'CIF', 'PASAPORTE'].map((value) => ({ value, label: value }))}
            value={tipo}
            onChange={setTipo}
            clearLabel="Sin especificar"
          />
          <Combobox
            label="Comercial"
            options={COMMERCIALS}
            value={comercial}
            onChange={setComercial}
            searchable
          />
          <Combobox
            label="Estados de la oferta"
            multiple
            clearable
            options={SALES_STATUSES.map((status) => ({ value: status.value, label: status.label }))}
            value={estados}
            onChange={setEstados}
          />
          <Combobox
            label="Localidad (búsqueda en el servidor)"
            loadOptions={searchCities}
            value={ciudad}
            onChange={setCiudad}
            clearable
          />
          <DateRangePicker label="Fecha de contacto" value={range} onChange={setRange} />
          <DatePicker label="Fecha de alta" value={day} onChange={setDay} />
          <DateTimePicker label="Agendar para" value={instant} onChange={setInstant} />
          <PhoneListField
            label="Teléfonos"
            value={phones}
            onChange={setPhones}
            error={[undefined, 'Teléfono no válido']}
          />
          <Textarea label="Notas" placeholder="Escriba una nota" />
          <RadioGroup
            label="Tipo de llamada"
            inline
            options={[
              { value: 'ENTRANTE', label: 'Entrante' },
              { value: 'SALIENTE', label: 'Saliente' },
            ]}
            value="SALIENTE"
            onChange={() => undefined}
          />
          <div className="flex flex-col gap-4 pt-6">
            <Checkbox
              label="Acepta comunicaciones comerciales"
              description="Puede retirarlo en cualquier momento"
              checked={ads}
              onCheckedChange={setAds}
            />
            <Switch label="Cuenta activa" checked={active} onCheckedChange={setActive} />
          </div>
        </div>
      </Card>
      <FileDrop
        label="Archivo de clientes"
        accept={['.xlsx', '.csv']}
        maxBytes={20 * 1024 * 1024}
        value={files}
        onChange={setFiles}
      />
    </GallerySection>
  );
}
