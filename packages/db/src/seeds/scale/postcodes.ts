/**
 * Real postal code → municipality pairs (INE) for customer addresses: the project's copy in
 * `@kiwi/domain/postcodes` (source and licence in its README), or a CSV named by
 * KIWI_POSTCODES_CSV (`codigo_postal,municipio_id,municipio_nombre`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { allPostalCodePairs } from '@kiwi/domain/postcodes';

export interface PostcodePair {
  cp: string;
  municipio: string;
  /** Province 1..52 (the two first digits). */
  province: number;
}

const PROJECT_COPY = '@kiwi/domain/postcodes';

/** The data in use: KIWI_POSTCODES_CSV when it names a file, else the project's copy. */
export function postcodeSource(): string {
  const fromEnv = process.env.KIWI_POSTCODES_CSV;
  return fromEnv && existsSync(fromEnv) ? fromEnv : PROJECT_COPY;
}

/** "Bonillo, El" → "El Bonillo"; "Hospitalet de Llobregat, L'" → "L'Hospitalet de Llobregat". */
export function displayName(ineName: string): string {
  const match = /^(.*), (el|la|los|las|els|les|l'|o|a|os|as|es|sa|ses|lo)$/i.exec(ineName);
  if (!match) return ineName;
  const [, rest = '', article = ''] = match;
  const cap = article.charAt(0).toUpperCase() + article.slice(1).toLowerCase();
  return article.endsWith("'") ? `${cap}${rest}` : `${cap} ${rest}`;
}

/** One CSV line with optional double-quoted fields. */
function fields(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line.charAt(i);
    if (quoted && char === '"' && line.charAt(i + 1) === '"') {
      current += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out;
}

export function loadPostcodes(path = postcodeSource()): PostcodePair[] {
  if (path === PROJECT_COPY)
    return allPostalCodePairs().map(({ cp, municipio }) => ({
      cp,
      municipio,
      province: Number(cp.slice(0, 2)),
    }));
  const pairs: PostcodePair[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (!line || line.startsWith('#') || line.startsWith('codigo_postal')) continue;
    const [cp = '', , name = ''] = fields(line);
    const province = Number(cp.slice(0, 2));
    // The source carries a few codes outside the 52 provinces (e.g. 00043): not real addresses.
    if (!/^\d{5}$/.test(cp) || province < 1 || province > 52 || !name) continue;
    pairs.push({ cp, municipio: displayName(name), province });
  }
  if (pairs.length === 0) throw new Error(`scale seed: no postal codes in ${path}`);
  return pairs;
}
