import qs from 'qs';

/**
 * Bracket arrays (`estadoOferta[]=1&estadoOferta[]=2`) become `estadoOferta: ['1','2']`
 * and ranges `fecha_contacto[]=a&fecha_contacto[]=b` two-element arrays. The
 * bracket-less key is what handlers see; a repeated plain key is an array too.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  return qs.parse(raw, {
    allowDots: false,
    arrayLimit: 100,
    parameterLimit: 200,
    depth: 2,
    duplicates: 'combine',
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>;
}
