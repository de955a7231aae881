import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_DIR } from './paths';

const SECRET_FILE = join(DATA_DIR, 'jwt-secret');

/** JWT_SECRET, else a random secret kept in .data/jwt-secret so sessions survive restarts. */
export async function jwtSecret(): Promise<string> {
  const configured = process.env.JWT_SECRET?.trim();
  if (configured) return configured;
  if (existsSync(SECRET_FILE)) return (await readFile(SECRET_FILE, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
