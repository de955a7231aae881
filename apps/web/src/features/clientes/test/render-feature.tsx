import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../../../lib/query-client';

/**
 * A feature component inside a memory router (links work) and a fresh query
 * cache; `routes` adds the screens a link may open.
 */
export function renderInRouter(
  ui: ReactElement,
  {
    path = '/',
    initialPath = path,
    routes = [],
  }: {
    path?: string;
    initialPath?: string;
    routes?: { path: string; element: ReactElement }[];
  } = {},
) {
  const client = createQueryClient();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [initialPath],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
