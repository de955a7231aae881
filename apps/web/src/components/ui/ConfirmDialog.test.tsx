import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteCustomer({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Eliminar cliente"
        description="Se eliminará Ana García y su historial de contacto."
        confirmLabel="Eliminar"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is busy while the action runs, cannot be dismissed then, and closes when it ends', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (value?: unknown) => void = () => {};
    const onConfirm = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<DeleteCustomer onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveAccessibleDescription(
      'Se eliminará Ana García y su historial de contacto.',
    );

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByText('abierto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("stays open with the server's detail when the action fails", async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi
      .fn()
      .mockRejectedValue(new ApiError(409, { detail: 'El cliente tiene ofertas activas.' }));
    render(<DeleteCustomer onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El cliente tiene ofertas activas.');
    expect(screen.getByText('abierto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('closes without acting on Cancelar', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    render(<DeleteCustomer onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('cerrado')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the confirm button off until the choice is made (confirmDisabled)', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    function Choose() {
      const [chosen, setChosen] = useState(false);
      return (
        <ConfirmDialog
          open
          onOpenChange={() => {}}
          title="Reasignar comercial"
          confirmLabel="Reasignar"
          confirmDisabled={!chosen}
          onConfirm={onConfirm}
        >
          <button type="button" onClick={() => setChosen(true)}>
            Elegir
          </button>
        </ConfirmDialog>
      );
    }
    render(<Choose />);
    expect(screen.getByRole('button', { name: 'Reasignar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Elegir' }));
    await user.click(screen.getByRole('button', { name: 'Reasignar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
