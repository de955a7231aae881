import { ZCreateCustomerRequestSchema, ZNoInterestFormSchema } from '@kiwi/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { TextField } from '../TextField';
import { Textarea } from '../Textarea';
import { FormDialog, type FormMode } from './FormDialog';

const NO_INTEREST = { razon: '', tipo: '', notas: '' };

function NoInterestDialog({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      mode="create"
      title="No interesado"
      schema={ZNoInterestFormSchema}
      defaultValues={NO_INTEREST}
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <TextField
            label="Razón"
            required
            error={form.formState.errors.razon?.message}
            {...form.register('razon')}
          />
          <TextField
            label="Tipo"
            required
            error={form.formState.errors.tipo?.message}
            {...form.register('tipo')}
          />
          <Textarea
            label="Notas"
            error={form.formState.errors.notas?.message}
            {...form.register('notas')}
          />
        </>
      )}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('validates with the domain schema before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<NoInterestDialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Indique la razón')).toBeInTheDocument();
    expect(screen.getByText('Indique el tipo')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Razón/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and the rest in the alert, and stays open", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, {
        razon: ['Razón demasiado larga'],
        cliente: ['No existe'],
        non_field_errors: ['Revise el formulario'],
      }),
    );
    render(<NoInterestDialog onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Razón/ }), 'Precio');
    await user.type(screen.getByRole('textbox', { name: /Tipo/ }), 'COMPETENCIA');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const razon = screen.getByRole('textbox', { name: /Razón/ });
    await waitFor(() => expect(razon).toHaveAccessibleDescription('Razón demasiado larga'));
    expect(razon).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('cliente: No existe');
    expect(alert).toHaveTextContent('Revise el formulario');
    expect(onSubmit).toHaveBeenCalledWith(
      { razon: 'Precio', tipo: 'COMPETENCIA', notas: null },
      expect.anything(),
    );
    expect(screen.getByRole('dialog', { name: 'No interesado' })).toBeInTheDocument();
  });

  it('shows the server detail of other errors, keeps the button busy while saving, and closes on success', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (value?: unknown) => void = () => {};
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(403, { detail: 'No tiene permiso para realizar esta acción.' }),
      )
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    render(<NoInterestDialog onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Razón/ }), 'Precio');
    await user.type(screen.getByRole('textbox', { name: /Tipo/ }), 'COMPETENCIA');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tiene permiso para realizar esta acción.',
    );

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Crear' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

const EMPTY_CUSTOMER = {
  nombre: '',
  documento: '',
  tipoDocumento: '',
  telefonosContacto: [] as string[],
  email: '',
  origenBbdd: null,
  segmento: null,
  ispActual: '',
  razonNoInteresado: '',
  direccion: { direccion: '', cp: '', localidad: '' },
  comercial: null,
  fechaContacto: null,
  notas: '',
};

function CustomerDialog({
  initialMode,
  onSubmit,
}: {
  initialMode: FormMode;
  onSubmit: () => Promise<unknown>;
}) {
  const [mode, setMode] = useState(initialMode);
  return (
    <FormDialog
      open
      onOpenChange={() => {}}
      mode={mode}
      title="Cliente"
      schema={ZCreateCustomerRequestSchema}
      defaultValues={{ ...EMPTY_CUSTOMER, nombre: 'Ana García' }}
      onSubmit={onSubmit}
      onEdit={() => setMode('edit')}
    >
      {(form) => (
        <>
          <TextField
            label="Nombre"
            {...form.register('nombre')}
            error={form.formState.errors.nombre?.message}
          />
          <TextField
            label="Código postal"
            {...form.register('direccion.cp')}
            error={form.formState.errors.direccion?.cp?.message}
          />
        </>
      )}
    </FormDialog>
  );
}

describe('FormDialog modes and nested fields', () => {
  it('is read-only in view mode until "Editar"', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CustomerDialog initialMode="view" onSubmit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Cliente' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('shows a nested server error (direccion.cp) on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiError(400, { direccion: { cp: ['Código postal no válido'] } }));
    render(<CustomerDialog initialMode="edit" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
        'Código postal no válido',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
