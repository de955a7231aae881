import { buildCommercialSelector } from '@kiwi/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Option } from '../options';
import { Select } from '../Select';
import { Combobox } from './Combobox';

const ACCOUNTS = [
  { id: 3, nombre: 'Lucía Pérez', estado: 'BAJA' },
  { id: 1, nombre: 'José García', estado: 'ALTA' },
  { id: 9, nombre: 'Cuenta invitado', estado: 'ALTA' },
  { id: 2, nombre: 'Marta Núñez', estado: 'VACACIONES' },
];
const COMMERCIALS: Option<number | null>[] = buildCommercialSelector(ACCOUNTS).map((account) => ({
  value: account.id,
  label: account.nombre,
}));

function CommercialPicker({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1);
  return (
    <Combobox
      label="Comercial"
      options={COMMERCIALS}
      searchable
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Combobox', () => {
  it("searches ignoring accents and case, and offers 'Por asignar' (null) last", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<CommercialPicker onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Comercial José García' });

    await user.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Comercial' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['José García(seleccionado)', 'Marta Núñez', 'Lucía Pérez', 'Por asignar']);
    await user.type(screen.getByRole('combobox', { name: 'Comercial' }), 'nunez');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Comercial Marta Núñez' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Comercial/ }));
    await user.click(await screen.findByRole('option', { name: 'Por asignar' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Comercial Por asignar' })).toBeInTheDocument();
  });

  it('chooses several values and keeps the list open, and clears them', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    function Multi() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <Combobox
          label="Segmento"
          multiple
          clearable
          options={[
            { value: 'PARTICULAR', label: 'Particular' },
            { value: 'NEGOCIOS', label: 'Negocios' },
            { value: 'AUTONOMO', label: 'Autónomo' },
          ]}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Multi />);
    await user.click(screen.getByRole('button', { name: /Segmento/ }));
    const list = await screen.findByRole('listbox', { name: 'Segmento' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(list).getByRole('option', { name: 'Negocios' }));
    await user.click(within(list).getByRole('option', { name: 'Particular' }));
    expect(onChange).toHaveBeenLastCalledWith(['NEGOCIOS', 'PARTICULAR']);
    expect(within(list).getByRole('option', { name: 'Negocios' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('button', { name: 'Segmento Negocios, Particular' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar segmento' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('asks the server for what the user types and keeps the chosen label', async () => {
    const user = userEvent.setup({ delay: null });
    const loadOptions = vi.fn(async (search: string) =>
      COMMERCIALS.filter((option) => option.label.toLowerCase().includes(search.toLowerCase())),
    );
    const onChange = vi.fn();
    render(
      <Combobox
        label="Comercial"
        loadOptions={loadOptions}
        selectedOptions={[{ value: 3, label: 'Lucía Pérez' }]}
        value={3}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Comercial Lucía Pérez' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Comercial/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Comercial' }), 'mar');
    await waitFor(() =>
      expect(loadOptions).toHaveBeenLastCalledWith('mar', expect.any(AbortSignal)),
    );
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'José García' })).not.toBeInTheDocument(),
    );
    // Debounced: not one request per key.
    expect(loadOptions.mock.calls.map((call) => call[0])).not.toContain('ma');
    await user.click(screen.getByRole('option', { name: 'Marta Núñez' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says when the server search fails and retries', async () => {
    const user = userEvent.setup({ delay: null });
    const loadOptions = vi
      .fn<(search: string) => Promise<Option<number>[]>>()
      .mockRejectedValueOnce(new Error('caído'))
      .mockResolvedValue([{ value: 1, label: 'José García' }]);
    render(
      <Combobox label="Comercial" loadOptions={loadOptions} value={null} onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: /Comercial/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las opciones',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('option', { name: 'José García' })).toBeInTheDocument();
  });
});

describe('Select', () => {
  it('chooses one value from a short list by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(
      <Select
        label="Tipo de documento"
        options={[
          { value: 'DNI', label: 'DNI' },
          { value: 'NIE', label: 'NIE' },
          { value: 'CIF', label: 'CIF' },
        ]}
        value={null}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Tipo de documento' });
    expect(trigger).toHaveTextContent('Seleccione…');
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'NIE' }));
    expect(onChange).toHaveBeenCalledWith('NIE');
  });

  it("shows nothing chosen for null when 'Por asignar' travels as the text 'null' (filters)", async () => {
    const user = userEvent.setup({ delay: null });
    const keyed = COMMERCIALS.map((option) => ({ ...option, value: String(option.value) }));
    render(
      <Combobox
        label="Comercial"
        options={keyed}
        value={null}
        onChange={() => {}}
        placeholder="Cualquiera"
      />,
    );
    expect(screen.getByRole('button', { name: /Comercial/ })).toHaveTextContent('Cualquiera');
    await user.click(screen.getByRole('button', { name: /Comercial/ }));
    const list = await screen.findByRole('listbox', { name: 'Comercial' });
    expect(within(list).getByRole('option', { name: 'Por asignar' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(list).queryByText('(seleccionado)')).not.toBeInTheDocument();
  });
});
