import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCustomerImportDetail } from '@kiwi/domain';
import { seriousAxeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithQueryClient } from '../../test/render';
import { ImportWizard } from './components/ImportWizard';

const snackbar = vi.hoisted(() => ({ showSnackbar: vi.fn() }));
vi.mock('../../lib/snackbar', () => snackbar);

const BASE: TCustomerImportDetail = {
  id: 5,
  archivo: 'leads.csv',
  formato: 'csv',
  estado: 'ANALIZADA',
  creadaPor: { id: 3, nombre: 'Mario Manager' },
  origenBbdd: null,
  comercial: null,
  duplicados: null,
  totalFilas: 1000,
  conErrores: 3,
  duplicadasArchivo: 1,
  duplicadasExistentes: 1,
  insertadas: 0,
  actualizadas: 0,
  omitidas: 0,
  rechazadas: 0,
  eliminadas: 0,
  restauradas: 0,
  conservadas: 0,
  hayArchivoRechazadas: false,
  error: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  importadaAt: null,
  revertidaAt: null,
  revertibleHasta: null,
  columnas: ['Nombre', 'Teléfono', 'Email'],
  muestra: [
    ['Ana Torres', '600111222', 'ana@ejemplo.es'],
    ['Luis Gil', '600111223', ''],
  ],
  mapeo: { nombre: 0, telefono: 1, email: 2 },
};

const IMPORTED: TCustomerImportDetail = {
  ...BASE,
  estado: 'IMPORTADA',
  origenBbdd: { id: 4, nombre: 'Base de datos Yoigo' },
  duplicados: 'omitir',
  insertadas: 995,
  omitidas: 2,
  rechazadas: 3,
  hayArchivoRechazadas: true,
  importadaAt: '2026-11-23T09:01:00.000Z',
  revertibleHasta: '2026-11-30T09:01:00.000Z',
};

const ERROR_ROWS = {
  results: [
    {
      fila: 4,
      nombre: 'Pedro',
      documento: null,
      telefonos: [],
      email: null,
      errores: ['Teléfono no válido: «12345»'],
      duplicadoFila: null,
      existente: null,
      motivoDuplicado: null,
      resultado: null,
      motivo: null,
    },
  ],
  count: 1,
  current: 1,
};

describe('ImportWizard', () => {
  beforeEach(() => snackbar.showSnackbar.mockClear());

  it('uploads, follows the analysis, shows the preview and the problems, imports with the chosen origin and policy, then reverts', async () => {
    let detail = BASE;
    const api = fakeApi({
      'POST /api/clientes/importaciones/': () => json({ id: 5, task_id: 'analisis' }, 201),
      'GET /api/utils/task-status/analisis/': () =>
        json({ state: 'SUCCESS', progress: { done: 100, total: 100 }, result: { importId: 5 } }),
      'GET /api/clientes/importaciones/5/': () => json(detail),
      'GET /api/clientes/importaciones/5/filas/': () => json(ERROR_ROWS),
      'GET /api/utils/model-query/': () => json([{ id: 4, nombre: 'Base de datos Yoigo' }]),
      'GET /api/comerciales/': () =>
        json([
          { id: 4, nombre: 'Carmen Comercial' },
          { id: null, nombre: 'Por asignar' },
        ]),
      'POST /api/clientes/importaciones/5/confirmar/': () => {
        detail = IMPORTED;
        return json({ task_id: 'importar' });
      },
      'GET /api/utils/task-status/importar/': () =>
        json({ state: 'SUCCESS', progress: { done: 6, total: 6 }, result: {} }),
      'POST /api/clientes/importaciones/5/revertir/': () => {
        detail = { ...IMPORTED, estado: 'REVERTIDA', eliminadas: 995, revertibleHasta: null };
        return json({ task_id: 'revertir' });
      },
      'GET /api/utils/task-status/revertir/': () =>
        json({ state: 'SUCCESS', progress: { done: 2, total: 2 }, result: {} }),
    });
    const u = userEvent.setup({ delay: null });
    const { container } = renderWithQueryClient(<ImportWizard />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    const file = new File(['Nombre;Teléfono\nAna;600111222'], 'leads.csv', { type: 'text/csv' });
    await u.upload(input, file);
    await u.click(screen.getByRole('button', { name: 'Subir y analizar' }));

    expect(
      await screen.findByText(
        '1000 filas leídas: 997 correctas, 3 con errores, 1 repetidas en el archivo y 1 que ya existen.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clientes/importaciones/')[0]?.body).toBeInstanceOf(FormData);
    expect(screen.getAllByText('Ana Torres').length).toBeGreaterThan(0);

    await u.click(screen.getByRole('tab', { name: /Con errores/ }));
    expect(await screen.findByText('Teléfono no válido: «12345»')).toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Importar 997 filas' });
    expect(importButton).toBeDisabled();
    await u.click(screen.getByRole('combobox', { name: /Origen de la base de datos/ }));
    await u.click(await screen.findByRole('option', { name: 'Base de datos Yoigo' }));
    await u.click(screen.getByRole('radio', { name: 'Actualizar el cliente existente' }));
    expect(await seriousAxeViolations()).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Importar 997 filas' }));

    expect(
      await screen.findByText(
        '995 clientes nuevos, 0 actualizados, 2 filas omitidas y 3 rechazadas.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clientes/importaciones/5/confirmar/')[0]?.body).toEqual({
      origenBbdd: 4,
      comercial: null,
      duplicados: 'actualizar',
    });
    expect(screen.getByRole('button', { name: 'Descargar filas rechazadas' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Revertir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revertir la importación' });
    await u.click(within(confirm).getByRole('button', { name: 'Revertir' }));
    await waitFor(() =>
      expect(screen.getByText(/^Revertida: 995 clientes eliminados/)).toBeInTheDocument(),
    );
    expect(snackbar.showSnackbar).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Importación revertida',
    });
  });

  it('shows the server’s reason when the file is refused', async () => {
    fakeApi({
      'POST /api/clientes/importaciones/': () =>
        json({ file: ['El archivo no es un libro de Excel (.xlsx) válido.'] }, 400),
    });
    const u = userEvent.setup({ delay: null });
    const { container } = renderWithQueryClient(<ImportWizard />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, new File(['x'], 'falso.xlsx'));
    await u.click(screen.getByRole('button', { name: 'Subir y analizar' }));
    expect(
      await screen.findByText(/El archivo no es un libro de Excel \(\.xlsx\) válido\./),
    ).toBeInTheDocument();
  });
});
