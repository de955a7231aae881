import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayRange } from '../../../lib/madrid-days';
import { DateRangePicker } from './DateRangePicker';

function Picker({
  onChange,
  initial = null,
}: {
  onChange: (range: DayRange | null) => void;
  initial?: DayRange | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      label="Fecha de contacto"
      value={value}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  beforeEach(() => {
    // 23:30 UTC on 1 March 2026 = 00:30 on Monday 2 March in Madrid.
    vi.useFakeTimers({ now: Date.parse('2026-03-01T23:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('gives Madrid days for the presets', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Fecha de contacto Cualquier fecha' }));
    await user.click(await screen.findByRole('button', { name: 'Hoy' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-02', to: '2026-03-02' });
    expect(screen.getByRole('button', { name: 'Fecha de contacto Hoy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Fecha de contacto/ }));
    await user.click(await screen.findByRole('button', { name: 'Mes pasado' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('builds a range from two clicks on a Monday-first Spanish calendar, in order', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Fecha de contacto/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fecha de contacto' });
    const march = within(dialog).getAllByRole('grid')[0]!;
    expect(march).toHaveAccessibleName('marzo 2026');
    expect([...march.querySelectorAll('th')].map((day) => day.textContent)).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    await user.click(within(march).getByRole('button', { name: /, 20 de marzo/ }));
    await user.click(within(march).getByRole('button', { name: /, 5 de marzo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-05', to: '2026-03-20' });
    expect(
      screen.getByRole('button', { name: 'Fecha de contacto 05/03/2026 – 20/03/2026' }),
    ).toBeInTheDocument();
  });

  it('clears the range', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Picker onChange={onChange} initial={{ from: '2026-01-10', to: '2026-01-12' }} />);
    await user.click(screen.getByRole('button', { name: 'Quitar fecha de contacto' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
