import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { showSnackbar } from './snackbar';

describe('snackbars', () => {
  it('decorates an error with the sad emoji and the server fields', async () => {
    render(<Toaster />);
    act(() => {
      showSnackbar({
        kind: 'error',
        message: 'Error al agendar',
        fields: { fechaAgendado: ['Fecha no válida'] },
      });
    });
    expect(
      await screen.findByText('Error al agendar 😢 ## fechaAgendado : Fecha no válida ##'),
    ).toBeInTheDocument();
  });

  it('decorates a success with the celebration emoji', async () => {
    render(<Toaster />);
    act(() => {
      showSnackbar({ kind: 'success', message: 'Guardado correctamente' });
    });
    expect(await screen.findByText('Guardado correctamente 🎉')).toBeInTheDocument();
  });
});
