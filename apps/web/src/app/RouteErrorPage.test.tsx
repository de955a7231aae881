import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-timeout';
import { RouteErrorPage } from './RouteErrorPage';

describe('route error page', () => {
  it('tells the user a screen could not be loaded and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: () => null,
          lazy: () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch'))),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByText(
        'No se ha podido cargar esta página. Compruebe su conexión y vuelva a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
