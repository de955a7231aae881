import { GALLERY_CUSTOMERS } from './gallery-data';

/**
 * A stand-in for the API inside the development gallery: the customer list
 * (filters, ordering, paging, 'Página inválida.') and an export that takes a
 * few seconds. Installed by gallery/main.tsx only.
 */
const EXPORT_MS = 2500;
const exportsStarted = new Map<string, number>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function customers(search: URLSearchParams): Response {
  const nombre = search.get('nombre')?.toLowerCase();
  const estados = search.getAll('estadoOferta[]').map(Number);
  const comercial = search.get('comercial');
  let rows = GALLERY_CUSTOMERS.filter(
    (row) =>
      (!nombre || row.nombre.toLowerCase().includes(nombre)) &&
      (estados.length === 0 || estados.includes(row.estado)) &&
      (!comercial ||
        (comercial === 'null' ? row.comercial === 'Por asignar' : row.comercial === comercial)),
  );
  const ordering = search.get('ordering') ?? 'nombre';
  const field = ordering.replace(/^-/, '') as keyof (typeof rows)[number];
  rows = [...rows].sort(
    (a, b) => String(a[field]).localeCompare(String(b[field]), 'es') || a.id - b.id,
  );
  if (ordering.startsWith('-')) rows.reverse();
  const size = Number(search.get('itemsPerPage') ?? 25);
  const page = Number(search.get('page') ?? 1);
  if (page > 1 && (page - 1) * size >= rows.length)
    return json({ detail: 'Página inválida.' }, 404);
  return json({
    results: rows.slice((page - 1) * size, page * size),
    count: rows.length,
    current: page,
  });
}

function taskStatus(id: string): Response {
  const started = exportsStarted.get(id) ?? Date.now();
  const total = 12_500;
  const done = Math.min(total, Math.round(((Date.now() - started) / EXPORT_MS) * total));
  if (done >= total) {
    return json({
      state: 'SUCCESS',
      progress: { done: total, total },
      result: { filename: 'clientes-galeria.xlsx', rows: total },
    });
  }
  return json({
    state: done === 0 ? 'PENDING' : 'PROGRESS',
    progress: { done, total },
    result: null,
  });
}

export function startGalleryExport(): Promise<{ task_id: string }> {
  const id = `galeria-${Date.now()}`;
  exportsStarted.set(id, Date.now());
  return Promise.resolve({ task_id: id });
}

export function installGalleryApi(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (url.pathname === '/api/clientes/entradas/') return customers(url.searchParams);
    const task = /^\/api\/utils\/task-status\/([^/]+)\/$/.exec(url.pathname);
    if (task) return taskStatus(decodeURIComponent(task[1]!));
    if (url.pathname === '/api/utils/get-xlsx-files/') return new Response(new Blob(['galería']));
    return realFetch(input, init);
  };
}
