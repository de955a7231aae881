// HTTP calls of scripts/compose-smoke.sh, with Node's own fetch (no dependencies):
//   login BASE USER PASSWORD                 → prints the access token
//   get BASE PATH TOKEN                      → prints the JSON body (fails unless 2xx)
//   export BASE TOKEN ROWS                   → uploads ROWS rows to /api/utils/write-xlsx, prints task_id
//   wait-task BASE TOKEN TASK STATE SECONDS  → waits until the task is STATE, prints its status
//   download BASE TOKEN FILENAME OUT         → saves the export; fails unless it is an xlsx (zip)
//   headers BASE PATH                        → prints the answer's headers, one per line
const [command, base, ...args] = process.argv.slice(2);

async function call(path, { token, ...init } = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

const commands = {
  async login(user, password) {
    const res = await call('/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password }),
    });
    return (await res.json()).access;
  },
  async get(path, token) {
    return JSON.stringify(await (await call(path, { token })).json());
  },
  async export(token, rows) {
    const data = Array.from({ length: Number(rows) }, (_, i) => ({
      id: i,
      cliente: `Cliente ${i}`,
      importe: i * 1.5,
    }));
    const form = new FormData();
    form.append('filename', 'smoke');
    form.append(
      'file',
      new Blob([JSON.stringify(data)], { type: 'application/json' }),
      'filas.json',
    );
    const res = await call('/api/utils/write-xlsx', { method: 'POST', token, body: form });
    return (await res.json()).task_id;
  },
  async 'wait-task'(token, task, state, seconds) {
    const deadline = Date.now() + Number(seconds) * 1000;
    for (;;) {
      const status = await (await call(`/api/utils/task-status/${task}/`, { token })).json();
      if (status.state === state) return JSON.stringify(status);
      if (status.state === 'FAILURE') throw new Error(`task failed: ${JSON.stringify(status)}`);
      if (Date.now() > deadline) throw new Error(`task still ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
  async download(token, filename, out) {
    const res = await call(`/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`, {
      token,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.subarray(0, 2).toString() !== 'PK') throw new Error('not an xlsx file');
    (await import('node:fs')).writeFileSync(out, bytes);
    return `${bytes.length} bytes`;
  },
  async headers(path) {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
    return [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  },
};

if (!commands[command]) {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
try {
  console.log(await commands[command](...args));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
