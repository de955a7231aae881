import {
  ZTariffImportDetailSchema,
  type TTariffImportDetail,
  type TTariffImportMapping,
} from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** Decision 1509: the tariff sheet import, checked and applied on the request (no worker). */
export const TARIFF_IMPORTS_PATH = '/api/servicios/tarifas/importaciones/';
export const tariffImportPath = (id: number, step = '') => `${TARIFF_IMPORTS_PATH}${id}/${step}`;
export const TARIFF_TEMPLATE_PATH = `${TARIFF_IMPORTS_PATH}plantilla/`;

export const tariffImportQueryKey = (id: number) => ['tarifas-importaciones', id] as const;

const parse = async (answer: Promise<unknown>) => ZTariffImportDetailSchema.parse(await answer);

/** POST the sheet (multipart): answers the import with its preview. */
export function uploadTariffSheet(file: File): Promise<TTariffImportDetail> {
  const body = new FormData();
  body.append('file', file);
  return parse(http.post<unknown>(TARIFF_IMPORTS_PATH, body));
}

export function useTariffImport(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: tariffImportQueryKey(id ?? 0),
      queryFn: ({ signal }) => parse(http.get<unknown>(tariffImportPath(id ?? 0), { signal })),
      enabled: id !== null,
    }),
  );
}

export const analyseTariffImport = (id: number, mapeo: TTariffImportMapping) =>
  parse(http.post<unknown>(tariffImportPath(id, 'analizar/'), { mapeo }));

export const confirmTariffImport = (id: number) =>
  parse(http.post<unknown>(tariffImportPath(id, 'confirmar/')));

/** The template sheet, through the authenticated client. */
export const downloadTariffTemplate = () =>
  http.get<Blob>(TARIFF_TEMPLATE_PATH, { responseType: 'blob' });
