import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithQueryClient } from '../../test/render';
import { AdditionalInfoAction } from './components/AdditionalInfoAction';

const STORED = {
  id: 7,
  paquete: 31,
  portabilidad: true,
  operador_donante: 'Movistar',
  modalidad_donante: 'POSPAGO',
  telefono_portado: '612345678',
  icc: '8934041234567890123',
  titular_nombre: null,
  titular_documento: null,
  iban: null,
  fecha_portabilidad: '2026-12-01',
  notas: null,
  updated_on: '2026-11-20T10:00:00.000Z',
};

function renderAction(infoId: number | null) {
  return renderWithQueryClient(
    <>
      <Toaster />
      <AdditionalInfoAction paquete={31} infoId={infoId} label="Fibra 1Gb · PORTABILIDAD" />
    </>,
  );
}

describe('package additional info (decision 1405)', () => {
  it('creates it: the donor fields only with portability, snake-case POST with the package', async () => {
    const api = fakeApi({
      'POST /api/atenciones/additionalinfo/': (call) =>
        json({ ...STORED, ...(call.body as object), id: 9, updated_on: STORED.updated_on }, 201),
    });
    renderAction(null);
    expect(screen.getByText('Sin información adicional')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Información adicional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información adicional' });
    expect(within(dialog).queryByLabelText(/Operador donante/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: /Portabilidad/ }));
    await userEvent.type(within(dialog).getByLabelText(/Operador donante/), 'Orange');
    await userEvent.type(within(dialog).getByLabelText(/Número a portar/), '612 34 56 78');
    await userEvent.type(within(dialog).getByLabelText(/ICC de la SIM/), '8934 0412 3456 7890 123');
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText(/Información adicional guardada correctamente/);
    expect(api.callsTo('POST', '/api/atenciones/additionalinfo/')[0]?.body).toMatchObject({
      paquete: 31,
      portabilidad: true,
      operador_donante: 'Orange',
      telefono_portado: '612345678',
      icc: '8934041234567890123',
      iban: null,
    });
  });

  it('checks the fields with the domain schema before sending', async () => {
    const api = fakeApi({});
    renderAction(null);
    await userEvent.click(screen.getByRole('button', { name: 'Información adicional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información adicional' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /Portabilidad/ }));
    await userEvent.type(within(dialog).getByLabelText(/IBAN/), 'ES00 1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indique el operador donante')).toBeInTheDocument();
    expect(within(dialog).getByText('Indique el número a portar')).toBeInTheDocument();
    expect(within(dialog).getByText('IBAN no válido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('edits the stored info with a PUT and shows the server’s field errors on their fields', async () => {
    const api = fakeApi({
      'GET /api/atenciones/additionalinfo/7/': () => json(STORED),
      'PUT /api/atenciones/additionalinfo/7/': () =>
        json({ titular_documento: ['Documento no válido (DNI, NIE o CIF)'] }, 400),
    });
    renderAction(7);
    await userEvent.click(screen.getByRole('button', { name: 'Información adicional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información adicional' });
    expect(within(dialog).getByLabelText(/Operador donante/)).toHaveValue('Movistar');
    expect(within(dialog).getByLabelText(/ICC de la SIM/)).toHaveValue('8934041234567890123');
    await userEvent.type(within(dialog).getByLabelText(/Documento del titular/), 'X1234567L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Documento del titular/)).toHaveAccessibleDescription(
        /Documento no válido/,
      ),
    );
    expect(
      await screen.findByText(/Error al guardar la información adicional/),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/atenciones/additionalinfo/7/')[0]?.body).toMatchObject({
      portabilidad: true,
      operador_donante: 'Movistar',
      titular_documento: 'X1234567L',
    });
    expect(screen.getByRole('dialog', { name: 'Información adicional' })).toBeInTheDocument();
  });
});
