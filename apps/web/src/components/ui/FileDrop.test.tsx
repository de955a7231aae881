import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './FileDrop';

const MB = 1024 * 1024;

function file(name: string, bytes = 10, type = '') {
  const created = new File(['x'.repeat(Math.min(bytes, 64))], name, { type });
  Object.defineProperty(created, 'size', { value: bytes });
  return created;
}

function Drop({ onChange }: { onChange: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDrop
      label="Archivo de clientes"
      accept={['.xlsx', '.csv']}
      maxBytes={20 * MB}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

describe('FileDrop', () => {
  it('refuses other types and files over the size limit, in Spanish', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const onChange = vi.fn();
    const { container } = render(<Drop onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    await user.upload(input, file('informe.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'informe.pdf: Tipo no admitido: use .xlsx o .csv',
    );
    await user.upload(input, file('enorme.xlsx', 21 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('enorme.xlsx: El archivo supera 20 MB');
    await user.upload(input, file('vacio.csv', 0));
    expect(screen.getByRole('alert')).toHaveTextContent('vacio.csv: El archivo está vacío');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a dropped file, lists it and lets it be removed', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Drop onChange={onChange} />);
    const zone = screen.getByRole('group', { name: 'Archivo de clientes' });
    fireEvent.drop(zone, { dataTransfer: { files: [file('LEADS.CSV', 1.5 * MB)] } });

    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'LEADS.CSV' })]);
    const chosen = screen.getByRole('list', { name: 'Archivos elegidos' });
    expect(chosen).toHaveTextContent('LEADS.CSV');
    expect(chosen).toHaveTextContent('1,5 MB');
    await user.click(within(chosen).getByRole('button', { name: 'Quitar LEADS.CSV' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('refuses two files when only one is wanted', () => {
    render(<Drop onChange={vi.fn()} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Archivo de clientes' }), {
      dataTransfer: { files: [file('a.csv'), file('b.csv')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se admite un archivo');
  });

  it('opens the file chooser from a keyboard-reachable button', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Drop onChange={vi.fn()} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
