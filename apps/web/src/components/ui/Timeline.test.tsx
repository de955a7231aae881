import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeList } from './ChangeList';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T09:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('groups entries by Madrid day, shows who and when, and expands the detail', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Timeline
        label="Historial del cliente"
        entries={[
          {
            id: 3,
            at: '2026-03-10T08:15:00Z',
            title: 'Cliente modificado',
            who: 'Carmen Comercial',
            detail: (
              <ChangeList
                changes={[
                  { label: 'Teléfono', from: '600000001', to: '600000002' },
                  { label: 'Email', from: null, to: 'ana@example.com' },
                ]}
              />
            ),
          },
          // 23:30 UTC on the 9th is 00:30 on the 10th in Madrid: "Hoy".
          { id: 2, at: '2026-03-09T23:30:00Z', title: 'Oferta presentada', who: 'Mario Manager' },
          {
            id: 1,
            at: '2026-03-01T10:00:00Z',
            title: 'Cliente creado',
            summary: 'Importado de la base «Leads marzo»',
          },
        ]}
      />,
    );
    const days = screen.getAllByRole('region').slice(1);
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Hoy',
      '1 de marzo de 2026',
    ]);
    expect(within(days[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('09:15')).toBeInTheDocument();
    expect(screen.getByText('· Carmen Comercial')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Ver detalle' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Teléfono')).toBeVisible();
    expect(screen.getByText('(vacío)')).toBeInTheDocument();
  });
});
