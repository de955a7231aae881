import { MUNICIPIOS_DATA, POSTCODES_DATA } from './postcodes-data';

export interface Municipality {
  /** INE municipality code (5 digits: province + municipality). */
  id: string;
  nombre: string;
}

/** Decoded once, at module load: postal code → its municipalities (one code may have several). */
function decode(): Map<string, readonly Municipality[]> {
  const municipalities: Municipality[] = MUNICIPIOS_DATA.split('|').map((entry) => ({
    id: entry.slice(0, 5),
    nombre: entry.slice(5),
  }));
  const byCode = new Map<string, readonly Municipality[]>();
  let code = 0;
  for (const entry of POSTCODES_DATA.split(';')) {
    const [delta = '0', list = ''] = entry.split(':');
    code += parseInt(delta, 36);
    const found = list
      .split(',')
      .map((index) => municipalities[parseInt(index, 36)])
      .filter((m): m is Municipality => m !== undefined)
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    byCode.set(String(code).padStart(5, '0'), found);
  }
  return byCode;
}

const BY_POSTAL_CODE = decode();

/** The municipalities of a postal code (29620 → Málaga, Torremolinos); empty when unknown. */
export function municipalitiesOfPostalCode(cp: string): readonly Municipality[] {
  return BY_POSTAL_CODE.get(cp) ?? [];
}

/** Every (postal code, municipality) pair, in postal-code order (the scale seed draws from them). */
export function allPostalCodePairs(): { cp: string; municipio: string }[] {
  return [...BY_POSTAL_CODE].flatMap(([cp, list]) =>
    list.map((m) => ({ cp, municipio: m.nombre })),
  );
}
