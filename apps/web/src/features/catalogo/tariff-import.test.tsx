import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTariffImportDetail } from '@kiwi/domain';
import { seriousAxeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithQueryClient } from '../../test/render';
import { TariffImportWizard } from './importacion/TariffImportWizard';

const snackbar = vi.hoisted(() => ({ showSnackbar: vi.fn() }));
vi.mock('../../lib/snackbar', () => snackbar);

const BASE = '/api/servicios/tarifas/importaciones/';

const PREVIEW: TTariffImportDetail = {
  id: 8,
  archivo: 'tarifas.xlsx',
  formato: 'xlsx',
  estado: 'PENDIENTE',
  creadaPor: { id: 3, nombre: 'Mario Manager' },
  aplicadaPor: null,
  totalFilas: 3,
  conErrores: 1,
  aCrear: 1,
  aActualizar: 1,
  sinCambios: 0,
  creadas: 0,
  actualizadas: 0,
  rechazadas: 0,
  createdAt: '2026-11-23T09:00:00.000Z',
  aplicadaAt: null,
  columnas: ['Nombre', 'Operador', 'Segmento', 'Tarifa anterior', 'Precio'],
  muestra: [
    ['Móvil 30GB', 'Yoigo', 'Particular', '', '12,90'],
    ['Fibra 600', 'Yoigo', 'Particular', '', '30'],
    ['Mala', 'Movistar', 'Particular', '', '1500'],
  ],
  mapeo: { nombre: 0, operador: 1, segmento: 2, precio: 4 },
};

const ERROR_ROWS = {
  results: [
    {
      fila: 4,
      nombre: 'Mala',
      operador: 'Movistar',
      segmento: 'PARTICULAR',
      accion: null,
      tarifa: null,
      errores: ['Operador: Operador no válido', 'Precio: El importe no puede superar 1000 €'],
      resultado: null,
    },
  ],
  count: 1,
  current: 1,
};

describe('TariffImportWizard', () => {
  beforeEach(() => snackbar.showSnackbar.mockClear());

  it('uploads a sheet, shows what each row would do and its errors, re-checks with another mapping, imports and shows the result', async () => {
    let detail = PREVIEW;
    const api = fakeApi({
      [`POST ${BASE}`]: () => json(detail, 201),
      [`GET ${BASE}8/`]: () => json(detail),
      [`GET ${BASE}8/filas/`]: () => json(ERROR_ROWS),
      [`POST ${BASE}8/analizar/`]: () => {
        detail = { ...detail, mapeo: { ...detail.mapeo, categoria: 3 } };
        return json(detail);
      },
      [`POST ${BASE}8/confirmar/`]: () => {
        detail = {
          ...detail,
          estado: 'APLICADA',
          creadas: 1,
          actualizadas: 1,
          rechazadas: 1,
          aplicadaAt: '2026-11-23T09:01:00.000Z',
        };
        return json(detail);
      },
    });
    const u = userEvent.setup({ delay: null });
    const { container } = renderWithQueryClient(<TariffImportWizard />);
    expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, new File(['x'], 'tarifas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'Subir y revisar' }));

    expect(
      await screen.findByText(
        '3 filas leídas: 1 tarifa nueva, 1 que se actualiza, 0 sin cambios y 1 fila con errores, que no se importarán.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', BASE)[0]?.body).toBeInstanceOf(FormData);

    await u.click(screen.getByRole('tab', { name: /Con errores/ }));
    expect(await screen.findByText('Operador: Operador no válido')).toBeInTheDocument();
    expect(api.callsTo('GET', `${BASE}8/filas/`)[0]!.search.get('tipo')).toBe('errores');

    await u.click(screen.getByRole('combobox', { name: /Tarifa anterior/ }));
    await u.click(await screen.findByRole('option', { name: 'Categoría' }));
    expect(screen.getByRole('button', { name: 'Importar 2 tarifas' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Volver a analizar con este mapeo' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BASE}8/analizar/`)[0]?.body).toEqual({
        mapeo: { nombre: 0, operador: 1, segmento: 2, precio: 4, categoria: 3 },
      }),
    );
    expect(await seriousAxeViolations()).toEqual([]);

    await u.click(await screen.findByRole('button', { name: 'Importar 2 tarifas' }));
    expect(
      await screen.findByText('1 tarifa creada, 1 actualizada, 0 sin cambios y 1 fila rechazada.'),
    ).toBeInTheDocument();
    expect(snackbar.showSnackbar).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Importación de tarifas terminada',
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the server’s reason when the sheet is refused', async () => {
    fakeApi({
      [`POST ${BASE}`]: () =>
        json({ file: ['El archivo tiene más de 2.000 filas: divídalo en varios.'] }, 400),
    });
    const u = userEvent.setup({ delay: null });
    const { container } = renderWithQueryClient(<TariffImportWizard />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, new File(['x'], 'grande.csv'));
    await u.click(screen.getByRole('button', { name: 'Subir y revisar' }));
    expect(await screen.findByText(/más de 2\.000 filas/)).toBeInTheDocument();
  });
});
