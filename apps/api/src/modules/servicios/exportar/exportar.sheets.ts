import {
  ZCatalogueQuerySchema,
  ZDeviceQuerySchema,
  ZInstalmentQuerySchema,
  ZPriceHistoryQuerySchema,
  ZUpfrontQuerySchema,
} from '@kiwi/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../../plugins/access';
import { listAdditionalLines } from '../adicionales/adicionales.service';
import { listProcedures } from '../gestion/gestion.service';
import { listPriceHistory, listUpfronts } from '../historial-precios/historial-precios.service';
import { listOrigins } from '../origenesbd/origenesbd.service';
import { listInstalments } from '../plazos/plazos.service';
import { listPromotions } from '../promociones/promociones.service';
import { listInsurances } from '../seguros/seguros.service';
import { listSvas } from '../sva/sva.service';
import { listTariffs } from '../tarifas/tarifas.service';
import { listDevices } from '../terminales/terminales.service';
import { listObjectiveTypes } from '../tipoobjetivo/tipoobjetivo.service';

/** A spreadsheet row: Spanish column header → cell value. */
export type SheetRow = Record<string, string | number | boolean | null>;

// The sheet's own list function, called with its query schema's output.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Lister = (ctx: ServiceContext, q: any) => Promise<{ results: unknown[] }>;

const yes = (v: unknown) => (v ? 'Sí' : 'No');
const ids = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');

/**
 * Each catalogue tab as a sheet (decision 1507): the list it shows (same filters, every
 * match) and the Spanish columns of the spreadsheet.
 */
export const CATALOGUE_SHEETS: Record<
  string,
  {
    title: string;
    devices?: boolean;
    query: z.ZodType;
    list: Lister;
    row: (item: unknown) => SheetRow;
  }
> = {
  tarifas: {
    title: 'Tarifas',
    query: ZCatalogueQuerySchema,
    list: listTariffs as Lister,
    row: (item) => {
      const t = item as Record<string, unknown>;
      const fixed = t['fixed_line_info'] as Record<
        string,
        { amount: number; unit: string } | number | null
      > | null;
      const mobile = t['mobile_line_info'] as Record<
        string,
        { amount: number | null; unit: string } | number
      > | null;
      const speed = fixed?.['download_speed'] as { amount: number; unit: string } | undefined;
      const data = mobile?.['mobile_line_data'] as
        { amount: number | null; unit: string } | undefined;
      return {
        Id: t['id'] as number,
        Nombre: t['name'] as string,
        Operador: t['operator'] as string,
        Segmento: t['segment'] as string,
        Categoría: t['category'] as string,
        'Tipo de pago': t['payment_type'] as string,
        Precio: Number(t['price_value']),
        'Próximo precio': (t['next_price'] as { price: string } | null)?.price ?? null,
        Desde: (t['next_price'] as { valid_from: string } | null)?.valid_from ?? null,
        'Velocidad de bajada': speed ? `${speed.amount} ${speed.unit}` : null,
        'Datos móviles': data ? `${data.amount ?? 'Ilimitados'} ${data.unit}` : null,
        'Minutos al extranjero': (mobile?.['voice_to_foreign'] as number | undefined) ?? null,
        Promociones: ids(t['promotions']),
        SVA: ids(t['svas']),
        'Líneas adicionales': ids(t['additional_lines']),
        Activa: yes(t['is_active']),
      };
    },
  },
  adicionales: {
    title: 'Adicionales',
    query: ZCatalogueQuerySchema,
    list: listAdditionalLines as Lister,
    row: (item) => {
      const a = item as Record<string, unknown>;
      const info = a['mobile_line_info'] as { price: { base_fee: string } };
      return {
        Id: a['id'] as number,
        Nombre: a['name'] as string,
        Operador: a['operator'] as string,
        Segmento: a['segment'] as string,
        'Cuota base': Number(info.price.base_fee),
        Precio: Number(a['price_value']),
        'Máximo de líneas': a['max_number'] as number,
        Promociones: ids(a['promotions']),
        Activa: yes(a['is_active']),
      };
    },
  },
  sva: {
    title: 'SVA',
    query: ZCatalogueQuerySchema,
    list: listSvas as Lister,
    row: (item) => {
      const s = item as Record<string, unknown>;
      return {
        Id: s['id'] as number,
        Nombre: s['name'] as string,
        Operador: s['operator'] as string,
        Segmento: s['segment'] as string,
        Precio: Number(s['price_value']),
        'Permanencia (meses)': s['permanence'] as number,
        'Más información': (s['more_info'] as string | null) ?? null,
        Activo: yes(s['is_active']),
      };
    },
  },
  promociones: {
    title: 'Promociones',
    query: ZCatalogueQuerySchema,
    list: listPromotions as Lister,
    row: (item) => {
      const p = item as Record<string, unknown>;
      return {
        Id: p['id'] as number,
        Nombre: p['name'] as string,
        Operador: p['operator'] as string,
        Importe: Number(p['amount']),
        Unidad: p['amount_unit'] === 'PERCENTS' ? '%' : '€',
        Duración: (p['duration'] as number | null) ?? null,
        'Unidad de duración': p['duration_unit'] as string,
        Prioridad: p['priority_order'] as number,
        Tarifas: ids(p['tariffs']),
        Activa: yes(p['is_active']),
      };
    },
  },
  seguros: {
    title: 'Seguros',
    query: ZCatalogueQuerySchema,
    list: listInsurances as Lister,
    row: (item) => {
      const i = item as Record<string, unknown>;
      return {
        Id: i['id'] as number,
        Nombre: i['name'] as string,
        Operador: i['operator'] as string,
        Precio: Number(i['price']),
        Tramo: (i['tramo'] as string | null) ?? null,
        Activo: yes(i['is_active']),
      };
    },
  },
  gestion: {
    title: 'Gestiones',
    query: ZCatalogueQuerySchema,
    list: listProcedures as Lister,
    row: (item) => {
      const g = item as Record<string, unknown>;
      return {
        Id: g['id'] as number,
        Nombre: g['name'] as string,
        Operador: g['operator'] as string,
        Tipo: g['tipo_gestion'] as string,
        Activa: yes(g['is_active']),
      };
    },
  },
  origenesbd: {
    title: 'Orígenes BD',
    query: ZCatalogueQuerySchema,
    list: listOrigins as Lister,
    row: (item) => {
      const o = item as Record<string, unknown>;
      return {
        Id: o['id'] as number,
        Nombre: o['nombre'] as string,
        Alta: o['timestamp'] as string,
      };
    },
  },
  tipoobjetivo: {
    title: 'Tipos de objetivo',
    query: ZCatalogueQuerySchema,
    list: listObjectiveTypes as Lister,
    row: (item) => {
      const o = item as Record<string, unknown>;
      return { Id: o['id'] as number, Nombre: o['nombre'] as string };
    },
  },
  pricehistory: {
    title: 'Historial de precios',
    query: ZPriceHistoryQuerySchema,
    list: listPriceHistory as Lister,
    row: (item) => {
      const h = item as Record<string, unknown>;
      return {
        Id: h['id'] as number,
        Tipo: h['content_type'] as string,
        Elemento: (h['object_name'] as string | null) ?? String(h['object_id']),
        Precio: Number(h['price']),
        'En vigor desde': h['valid_from'] as string,
        Activo: yes(h['is_active']),
      };
    },
  },
  upfronts: {
    title: 'Upfronts',
    query: ZUpfrontQuerySchema,
    list: listUpfronts as Lister,
    row: (item) => {
      const u = item as Record<string, unknown>;
      return {
        Id: u['id'] as number,
        Tipo: u['content_type'] as string,
        Elemento: (u['object_name'] as string | null) ?? String(u['object_id']),
        'Familia de objetivo': (u['familia_objetivo_nombre'] as string | null) ?? null,
        'Tipo de venta': (u['tipo'] as string | null) ?? null,
        Upfront: Number(u['upfront']),
        Activo: yes(u['is_active']),
      };
    },
  },
  terminales: {
    title: 'Terminales',
    devices: true,
    query: ZDeviceQuerySchema,
    list: listDevices as Lister,
    row: (item) => {
      const d = item as Record<string, unknown>;
      return {
        Id: d['id'] as number,
        Nombre: d['name'] as string,
        Marca: d['brand'] as string,
        Operador: d['operator'] as string,
        Precio: Number(d['price']),
        Unidades: d['devices'] as number,
        Activo: yes(d['is_active']),
      };
    },
  },
  installment: {
    title: 'Plazos',
    devices: true,
    query: ZInstalmentQuerySchema,
    list: listInstalments as Lister,
    row: (item) => {
      const i = item as Record<string, unknown>;
      return {
        Id: i['id'] as number,
        Terminal: i['terminal__name'] as string,
        'Tarifa o línea': i['tariff_name'] as string,
        Entrada: Number(i['initial_price']),
        'Cuota mensual': Number(i['month_price']),
        Meses: (i['months'] as number | null) ?? null,
        'Precio final': Number(i['final_price']),
        Activo: yes(i['is_active']),
      };
    },
  },
};
export const CATALOGUE_SHEET_KEYS = Object.keys(CATALOGUE_SHEETS) as [string, ...string[]];
