import type { ManagementModule } from '@kiwi/domain';
import type { ComponentType } from 'react';
import type { ItemNoun } from '../../../components/ui/data-table/types';
import type { CatalogueKey } from '../api/catalogue-paths';
import { ImportTariffsButton } from '../importacion/ImportTariffsButton';
import { AdditionalLineDialog } from './AdditionalLineDialog';
import type { CatalogueDialogProps } from './dialog-types';
import { InsuranceDialog } from './InsuranceDialog';
import { NamedItemDialog } from './NamedItemDialog';
import { PriceHistoryDialog } from './PriceHistoryDialog';
import { ProcedureDialog } from './ProcedureDialog';
import { PromotionDialog } from './PromotionDialog';
import { SvaDialog } from './SvaDialog';
import { TariffDialog } from './TariffDialog';
import { UpfrontDialog } from './UpfrontDialog';

export interface CatalogueTabDefinition {
  key: CatalogueKey;
  /** Tab label. */
  label: string;
  /** The module named in 'No se pudo cargar el contenido' (spec §8), when the spec names one. */
  module?: ManagementModule;
  noun: ItemNoun;
  addLabel?: string;
  /** The add/edit dialog; none = read only (price history is written by the price changes). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each dialog takes its own row type
  Dialog?: ComponentType<CatalogueDialogProps<any>>;
  /** More buttons of the tab's toolbar (the tariff sheet import). */
  toolbar?: ComponentType;
  /** How a row is named in confirmations. */
  rowName: (row: Record<string, unknown>) => string;
}

const byName = (row: Record<string, unknown>) =>
  String(row['name'] ?? row['nombre'] ?? `#${String(row['id'])}`);
const byObject = (row: Record<string, unknown>) =>
  String(row['object_name'] ?? `#${String(row['object_id'])}`);

/** The tabs of /ManagementBase, in the order the issue lists them. */
export const CATALOGUE_TABS: readonly CatalogueTabDefinition[] = [
  {
    key: 'tarifas',
    label: 'Tarifas',
    module: 'Tarifas',
    noun: { one: 'tarifa', other: 'tarifas', feminine: true },
    addLabel: 'Nueva tarifa',
    Dialog: TariffDialog,
    toolbar: ImportTariffsButton,
    rowName: byName,
  },
  {
    key: 'adicionales',
    label: 'Adicionales',
    module: 'Adicionales',
    noun: { one: 'línea adicional', other: 'líneas adicionales', feminine: true },
    addLabel: 'Nueva línea adicional',
    Dialog: AdditionalLineDialog,
    rowName: byName,
  },
  {
    key: 'sva',
    label: 'SVA',
    module: 'SVA',
    noun: { one: 'SVA', other: 'SVA' },
    addLabel: 'Nuevo SVA',
    Dialog: SvaDialog,
    rowName: byName,
  },
  {
    key: 'promociones',
    label: 'Promociones',
    module: 'Promoción',
    noun: { one: 'promoción', other: 'promociones', feminine: true },
    addLabel: 'Nueva promoción',
    Dialog: PromotionDialog,
    rowName: byName,
  },
  {
    key: 'seguros',
    label: 'Seguros',
    module: 'Seguros',
    noun: { one: 'seguro', other: 'seguros' },
    addLabel: 'Nuevo seguro',
    Dialog: InsuranceDialog,
    rowName: byName,
  },
  {
    key: 'gestiones',
    label: 'Gestiones',
    module: 'Gestiones',
    noun: { one: 'gestión', other: 'gestiones', feminine: true },
    addLabel: 'Nueva gestión',
    Dialog: ProcedureDialog,
    rowName: byName,
  },
  {
    key: 'origenes',
    label: 'Orígenes BD',
    module: 'Origenes BD',
    noun: { one: 'origen', other: 'orígenes' },
    addLabel: 'Nuevo origen',
    Dialog: (props) => <NamedItemDialog kind="origenes" {...props} />,
    rowName: byName,
  },
  {
    key: 'tipoobjetivo',
    label: 'Tipo de Objetivo',
    module: 'Tipo de Objetivo',
    noun: { one: 'tipo de objetivo', other: 'tipos de objetivo' },
    addLabel: 'Nuevo tipo de objetivo',
    Dialog: (props) => <NamedItemDialog kind="tipoobjetivo" {...props} />,
    rowName: byName,
  },
  {
    key: 'precios',
    label: 'Historial de precios',
    noun: { one: 'precio', other: 'precios' },
    addLabel: 'Programar precio',
    Dialog: PriceHistoryDialog,
    rowName: byObject,
  },
  {
    key: 'upfronts',
    label: 'Upfronts',
    noun: { one: 'upfront', other: 'upfronts' },
    addLabel: 'Nuevo upfront',
    Dialog: UpfrontDialog,
    rowName: byObject,
  },
];
