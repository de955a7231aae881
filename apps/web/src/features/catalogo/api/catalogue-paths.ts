/** Catalogue CRUD paths of spec section 7 ("Offers and catalogue"). */
export const CATALOGUE_PATHS = {
  tarifas: '/api/servicios/tarifas/',
  adicionales: '/api/servicios/adicionales/',
  sva: '/api/servicios/sva/',
  promociones: '/api/servicios/promociones/',
  seguros: '/api/servicios/seguros/',
  gestiones: '/api/servicios/gestion/',
  origenes: '/api/servicios/origenesbd/',
  tipoobjetivo: '/api/servicios/tipoobjetivo/',
  precios: '/api/servicios/pricehistory/',
  upfronts: '/api/servicios/upfronts/',
} as const;

export type CatalogueKey = keyof typeof CATALOGUE_PATHS;

export const CATALOGUE_KEYS = Object.keys(CATALOGUE_PATHS) as CatalogueKey[];

export function isCatalogueKey(value: unknown): value is CatalogueKey {
  return typeof value === 'string' && value in CATALOGUE_PATHS;
}

/** `/api/servicios/tarifas/12/` */
export function itemPath(key: CatalogueKey, id: number): string {
  return `${CATALOGUE_PATHS[key]}${id}/`;
}

/** The xlsx export of a tab (answers `{task_id}`, polled by ExportButton). */
export function exportPath(key: CatalogueKey): string {
  return `${CATALOGUE_PATHS[key]}download-xlsx/`;
}

/** Where the objects of each priced content type are listed (for pickers). */
export const CONTENT_TYPE_LIST_PATHS: Readonly<Record<string, string>> = {
  tariff: CATALOGUE_PATHS.tarifas,
  additional_line: CATALOGUE_PATHS.adicionales,
  sva: CATALOGUE_PATHS.sva,
  promotion: CATALOGUE_PATHS.promociones,
  insurance: CATALOGUE_PATHS.seguros,
  device: '/api/servicios/terminales/',
};
