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

/** GET /api/servicios/export/?tab=<tab>&… (decision 1507): answers `{task_id}`, polled by ExportButton. */
export const CATALOGUE_EXPORT_PATH = '/api/servicios/export/';

/** The API's name of each tab's sheet (the screen's keys are the URL's, decision 1530). */
export const EXPORT_TABS: Readonly<Record<CatalogueKey, string>> = {
  tarifas: 'tarifas',
  adicionales: 'adicionales',
  sva: 'sva',
  promociones: 'promociones',
  seguros: 'seguros',
  gestiones: 'gestion',
  origenes: 'origenesbd',
  tipoobjetivo: 'tipoobjetivo',
  precios: 'pricehistory',
  upfronts: 'upfronts',
};

/** Where the objects of each priced content type are listed (for pickers). */
export const CONTENT_TYPE_LIST_PATHS: Readonly<Record<string, string>> = {
  tariff: CATALOGUE_PATHS.tarifas,
  additional_line: CATALOGUE_PATHS.adicionales,
  sva: CATALOGUE_PATHS.sva,
  promotion: CATALOGUE_PATHS.promociones,
  insurance: CATALOGUE_PATHS.seguros,
  device: '/api/servicios/terminales/',
};
