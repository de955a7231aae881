import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fakeApi, json } from '../../../test/fake-api';
import { ExportButton } from './ExportButton';

const STATUS = '/api/utils/task-status/t-9/';
const FILE = '/api/utils/get-xlsx-files/';

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved = [];
  localStorage.setItem(STORAGE_KEYS.access, 'access-token');
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kiwi/1'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});

function renderButton(start: () => Promise<{ task_id: string }>) {
  return render(
    <>
      <ExportButton start={start} />
      <Toaster />
    </>,
  );
}

describe('ExportButton', () => {
  it('shows the real progress, then downloads the file with the session and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    let polls = 0;
    const api = fakeApi({
      [`GET ${STATUS}`]: () => {
        polls += 1;
        return polls < 3
          ? json({ state: 'PROGRESS', progress: { done: 40, total: 80 }, result: null })
          : json({
              state: 'SUCCESS',
              progress: { done: 80, total: 80 },
              result: { filename: 'clientes-20260302.xlsx', rows: 80 },
            });
      },
      [`GET ${FILE}`]: () =>
        new Response('PK-xlsx', { headers: { 'Content-Type': 'application/vnd.ms-excel' } }),
    });
    const start = vi.fn().mockResolvedValue({ task_id: 't-9' });
    renderButton(start);

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la exportación' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('40 de 80 filas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportando…' })).toBeDisabled();

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:kiwi/1', download: 'clientes-20260302.xlsx' }]),
    );
    const download = api.callsTo('GET', FILE)[0]!;
    expect(download.search.get('filename')).toBe('clientes-20260302.xlsx');
    expect(download.headers.get('Authorization')).toBe('Bearer access-token');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's failure result and returns to idle", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      [`GET ${STATUS}`]: () =>
        json({
          state: 'FAILURE',
          progress: { done: 0, total: 0 },
          result: 'Ha habido un problema al exportar',
        }),
    });
    renderButton(vi.fn().mockResolvedValue({ task_id: 't-9' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Ha habido un problema al exportar 😢')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it("says 'Error en la exportación' when the export cannot start", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({});
    renderButton(vi.fn().mockRejectedValue(new Error('500')));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Error en la exportación 😢')).toBeInTheDocument();
  });

  it("says 'Error en la exportación' when the finished file cannot be fetched", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      [`GET ${STATUS}`]: () =>
        json({ state: 'SUCCESS', progress: { done: 1, total: 1 }, result: { filename: 'x.xlsx' } }),
      [`GET ${FILE}`]: () => json({ detail: 'No encontrado.' }, 404),
    });
    renderButton(vi.fn().mockResolvedValue({ task_id: 't-9' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Error en la exportación 😢')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
