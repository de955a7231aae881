import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import '../index.css';
import { GalleryPage } from './GalleryPage';
import { installGalleryApi } from './gallery-api';

/** Development gallery of the UI kit: `pnpm --filter @kiwi/web dev`, then /gallery.html. */
installGalleryApi();
const router = createMemoryRouter([{ path: '*', element: <GalleryPage /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
