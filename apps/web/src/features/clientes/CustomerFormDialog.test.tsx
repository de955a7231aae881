import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeApi, json, type Handler } from '../../test/fake-api';
import type { CustomerView } from './api/customer-shapes';
import { CustomerFormDialog } from './components/CustomerFormDialog';
import type { FormMode } from '../../components/ui/form/FormDialog';
import { COMERCIALES, ORIGENES, customerFixture } from './test/customer-fixtures';
import { renderInRouter } from './test/render-feature';

const snackbar = vi.hoisted(() => ({ showSnackbar: vi.fn() }));
vi.mock('../../lib/snackbar', () => snackbar);

function Harness({ mode, customer }: { mode: FormMode; customer?: CustomerView }) {
  const [open, setOpen] = useState(true);
  return (
    <CustomerFormDialog
      open={open}
      onOpenChange={setOpen}
      mode={mode}
      customer={customer ?? null}
    />
  );
}

function api(extra: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/comerciales/': () => json(COMERCIALES),
    'GET /api/utils/model-query/': () => json(ORIGENES),
    ...extra,
  });
}

const user = () => userEvent.setup({ delay: null });

describe('CustomerFormDialog', () => {
  beforeEach(() => snackbar.showSnackbar.mockClear());

  it('creates a customer, then the same dialog edits the saved one (spec §4)', async () => {
    const saved = customerFixture({
      id: 77,
      nombre: 'Pedro Gómez',
      documento: null,
      tipoDocumento: null,
    });
    const calls = api({
      'POST /api/clientes/entradas/': () => json(saved, 201),
      'PUT /api/clientes/entradas/77/': () => json({ ...saved, email: 'pedro@example.es' }),
    });
    renderInRouter(<Harness mode="create" />);
    const u = user();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await u.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Pedro Gómez');
    await u.type(within(dialog).getByRole('textbox', { name: 'Teléfono 1' }), '600 111 222');
    await u.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(
      await screen.findByRole('dialog', { name: 'Editar cliente: Pedro Gómez' }),
    ).toBeInTheDocument();
    const [post] = calls.callsTo('POST', '/api/clientes/entradas/');
    expect(post?.body).toMatchObject({
      nombre: 'Pedro Gómez',
      documento: null,
      email: null,
      segmento: null,
      direccion: { direccion: null, cp: null, localidad: null },
    });
    expect((post?.body as { telefonosContacto: string[] }).telefonosContacto).toEqual([
      '+34600111222',
    ]);
    expect(snackbar.showSnackbar).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Guardado correctamente',
    });
    expect(screen.getByRole('link', { name: 'Abrir ficha' })).toHaveAttribute(
      'href',
      '/teletrabajo/clientes/77',
    );

    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/clientes/entradas/77/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the form with the domain schema before sending', async () => {
    const calls = api();
    renderInRouter(<Harness mode="create" />);
    const u = user();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await u.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'no-es-un-email');
    await u.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Introduzca el nombre del cliente')).toBeInTheDocument();
    expect(within(dialog).getByText('Email no válido')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/clientes/entradas/')).toHaveLength(0);
  });

  it('checks the documento against the chosen type (DNI letter) and Spanish phones', async () => {
    const calls = api();
    renderInRouter(<Harness mode="create" />);
    const u = user();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await u.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await u.type(within(dialog).getByRole('textbox', { name: /Documento/ }), '12345678A');
    await u.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(
      await within(dialog).findByText(/El DNI no es válido|Documento no válido/),
    ).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'Teléfono 1' }), '12');
    await u.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Teléfono no válido')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/clientes/entradas/')).toHaveLength(0);
  });

  it('links the existing customer when the documento is a duplicate, without saving a twin', async () => {
    api({
      'POST /api/clientes/entradas/': () =>
        json(
          {
            documento: ['Ya existe un cliente con este documento.'],
            duplicado: { id: 9, nombre: 'Ana Duplicada' },
          },
          400,
        ),
    });
    renderInRouter(<Harness mode="create" />, {
      routes: [{ path: '/teletrabajo/clientes/:id', element: <p>Ficha abierta</p> }],
    });
    const u = user();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await u.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await u.type(within(dialog).getByRole('textbox', { name: /Documento/ }), '12345678Z');
    await u.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const link = await within(dialog).findByRole('link', {
      name: 'Abrir la ficha de Ana Duplicada',
    });
    expect(link).toHaveAttribute('href', '/teletrabajo/clientes/9');
    expect(
      within(dialog).getAllByText(/Ya existe un cliente con este documento/).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: /Documento/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByText(/duplicado/)).not.toBeInTheDocument();
    expect(snackbar.showSnackbar).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Ha habido un problema',
    });
    await u.click(link);
    expect(await screen.findByText('Ficha abierta')).toBeInTheDocument();
  });

  it('fills the province and the only locality of a postal code; offers several as suggestions', async () => {
    api({
      'GET /api/utils/localidades-from-cp/': (call) =>
        call.search.get('cp') === '29620'
          ? json({
              cp: '29620',
              provincia: { codigo: '29', nombre: 'Málaga' },
              localidades: [
                { nombre: 'Málaga', municipio_id: '1', origen: 'ine' },
                { nombre: 'Torremolinos', municipio_id: '1', origen: 'ine' },
              ],
            })
          : json({
              cp: '23400',
              provincia: { codigo: '23', nombre: 'Jaén' },
              localidades: [{ nombre: 'Úbeda', municipio_id: '1', origen: 'ine' }],
            }),
    });
    renderInRouter(<Harness mode="create" />);
    const u = user();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    const cp = within(dialog).getByRole('textbox', { name: 'Código postal' });
    await u.type(cp, '23400');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Provincia' })).toHaveTextContent('Jaén'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Localidad' })).toHaveValue('Úbeda');

    await u.clear(cp);
    await u.type(cp, '29620');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Provincia' })).toHaveTextContent('Málaga'),
    );
    const suggestions = within(dialog).getByRole('group', {
      name: 'Localidades del código postal 29620',
    });
    await u.click(within(suggestions).getByRole('button', { name: 'Torremolinos' }));
    expect(within(dialog).getByRole('textbox', { name: 'Localidad' })).toHaveValue('Torremolinos');
  });

  it('shows a customer read only in view mode; "Editar" turns it into the edit form', async () => {
    api({
      'GET /api/utils/localidades-from-cp/': () =>
        json({
          cp: '29005',
          provincia: { codigo: '29', nombre: 'Málaga' },
          localidades: [{ nombre: 'Málaga', municipio_id: '1', origen: 'ine' }],
        }),
    });
    renderInRouter(<Harness mode="view" customer={customerFixture()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cliente: Lucía Fernández Ruiz' });
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue(
      'Lucía Fernández Ruiz',
    );
    expect(await seriousAxeViolations()).toEqual([]);
    await user().click(within(dialog).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', {
      name: 'Editar cliente: Lucía Fernández Ruiz',
    });
    expect(within(edit).getByRole('textbox', { name: /Nombre/ })).toBeEnabled();
  });
});
