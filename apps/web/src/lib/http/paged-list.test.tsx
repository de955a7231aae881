import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithQueryClient } from '../../test/render';
import { INVALID_PAGE_DETAIL, usePagedList } from './paged-list';

const PAGE_SIZE = 2;
const CUSTOMERS = ['Ana', 'Blas', 'Carla', 'Dario', 'Elena'];

function CustomerList({ initialPage }: { initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  const list = usePagedList<{ nombre: string }>({
    queryKey: ['clientes'],
    path: '/api/clientes/entradas/',
    params: { itemsPerPage: PAGE_SIZE },
    page,
    onPageChange: setPage,
  });
  return (
    <div>
      <p>Página {page}</p>
      <ul>
        {list.data?.results.map((customer) => (
          <li key={customer.nombre}>{customer.nombre}</li>
        ))}
      </ul>
      <button onClick={() => setPage((value) => value + 1)}>Siguiente</button>
    </div>
  );
}

/** Serves CUSTOMERS in pages; a page past the end gets DRF's 'Página inválida.'. */
function serveCustomers() {
  return fakeApi({
    'GET /api/clientes/entradas/': ({ search }) => {
      const page = Number(search.get('page'));
      const start = (page - 1) * PAGE_SIZE;
      if (start >= CUSTOMERS.length) return json({ detail: INVALID_PAGE_DETAIL }, 404);
      const results = CUSTOMERS.slice(start, start + PAGE_SIZE).map((nombre) => ({ nombre }));
      return json({ results, count: CUSTOMERS.length, current: page });
    },
  });
}

describe('paged lists', () => {
  it('resets to page 1 and reloads when the server says the page is invalid', async () => {
    const api = serveCustomers();
    renderWithQueryClient(<CustomerList initialPage={7} />);

    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    const pages = api.calls.map((call) => call.search.get('page'));
    expect(pages).toEqual(['7', '1']);
  });

  it('does the same when the list shrinks under the user', async () => {
    const api = serveCustomers();
    renderWithQueryClient(<CustomerList initialPage={3} />);
    expect(await screen.findByText('Elena')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(screen.getByText('Página 1')).toBeInTheDocument());
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(api.calls.map((call) => call.search.get('page'))).toEqual(['3', '4', '1']);
  });
});
