/**
 * Real postal code → municipality pairs (INE) for customer addresses. The full list is read
 * from the project's own copy when the repository has one; otherwise from the sample shipped
 * next to this file (about 1 000 pairs covering all 52 provinces, attribution in its header).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PostcodePair {
  cp: string;
  municipio: string;
  /** Province 1..52 (the two first digits). */
  province: number;
}

const FILE_NAME = 'codigos-postales-municipios.csv';
/** Where the project keeps (or will keep) its copy, relative to the workspace root. */
const REPO_CANDIDATES = [
  `data/${FILE_NAME}`,
  `packages/domain/data/${FILE_NAME}`,
  `packages/db/data/${FILE_NAME}`,
  `apps/api/data/${FILE_NAME}`,
  `apps/api/src/modules/utils/data/${FILE_NAME}`,
];

const here = dirname(fileURLToPath(import.meta.url));

function workspaceRoot(): string | null {
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return null;
}

/** The CSV in use: KIWI_POSTCODES_CSV, else the repository copy, else the sample. */
export function postcodeSource(): string {
  const fromEnv = process.env.KIWI_POSTCODES_CSV;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const root = workspaceRoot();
  const found = root
    ? REPO_CANDIDATES.map((p) => join(root, p)).find((p) => existsSync(p))
    : undefined;
  return found ?? join(here, 'postcodes-sample.csv');
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
