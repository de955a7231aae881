import { randomBytes } from 'node:crypto';
import type { DemoUser, TestApp } from './test-app';

/** A multipart/form-data body with one file (field `file` unless said otherwise). */
export function multipartFile(filename: string, content: Buffer | string, field = 'file') {
  const boundary = `----kiwi${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs one file as multipart to `url` as a demo user. */
export async function uploadFile(
  t: TestApp,
  url: string,
  user: DemoUser,
  filename: string,
  content: Buffer | string,
) {
  const body = multipartFile(filename, content);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authHeader(user)) },
  });
}
