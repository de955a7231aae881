import { z } from 'zod';
import { POSTAL_CODE_MESSAGE, isSpanishPostalCode, type TLocalidadesFromCp } from '@kiwi/domain';
import { municipalitiesOfPostalCode, provinceOfPostalCode } from '@kiwi/domain/postcodes';
import type { ServiceContext } from '../../../plugins/access';
import { findTenantLocalities } from './localidades.queries';

export const ZLocalidadesQuerySchema = z.object({
  cp: z
    .string({ error: POSTAL_CODE_MESSAGE })
    .trim()
    .refine(isSpanishPostalCode, { error: POSTAL_CODE_MESSAGE }),
});

/** 'Málaga' and 'MALAGA ' are the same place. */
const sameName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * GET /api/utils/localidades-from-cp/?cp=: the province (from the first two digits), the INE
 * municipalities of the code, then the localities the tenant's customers already use with it
 * and the INE list lacks (decision 0905). A well-formed code the INE does not know answers
 * only the tenant's localities, often none.
 */
export async function localidadesFromCp(
  ctx: ServiceContext,
  cp: string,
): Promise<TLocalidadesFromCp> {
  const provincia = provinceOfPostalCode(cp);
  if (!provincia) throw new Error(`postal code ${cp} passed validation without a province`);
  const ine = municipalitiesOfPostalCode(cp);
  const seen = new Set(ine.map((m) => sameName(m.nombre)));
  const localidades: TLocalidadesFromCp['localidades'] = ine.map((m) => ({
    nombre: m.nombre,
    municipio_id: m.id,
    origen: 'ine',
  }));
  for (const nombre of await findTenantLocalities(ctx.tx, cp)) {
    const key = sameName(nombre);
    if (seen.has(key)) continue;
    seen.add(key);
    localidades.push({ nombre, municipio_id: null, origen: 'clientes' });
  }
  return { cp, provincia, localidades };
}
