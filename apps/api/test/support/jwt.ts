import { createHmac } from 'node:crypto';

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** Hand-made JWTs for the attacks the API must refuse. */
export function signHs256(
  payload: object,
  secret: string,
  header: object = { alg: 'HS256', typ: 'JWT' },
) {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

export function unsignedToken(payload: object) {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

export function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
