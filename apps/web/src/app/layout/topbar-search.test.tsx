import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../features/auth/session/session-store';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { TopBar } from './TopBar';
import { TopbarSearchProvider, useTopbarSearch } from './topbar-search';

const user = demoUser(2);
const subject = toAccessSubject(user, DEMO_DISTRIBUTOR);

function CustomerScreen() {
  const search = useTopbarSearch();
  return (
    <div>
      <p>Filtrando por: {search || '(nada)'}</p>
      <Link to="/rrhh">RRHH</Link>
    </div>
  );
}

function Shell() {
  return (
    <TopbarSearchProvider>
      <TopBar
        tenantName="Demo Distribuciones"
        fullName={user.nombre_completo}
        subject={subject}
        onOpenMenu={() => {}}
      />
      <CustomerScreen />
    </TopbarSearchProvider>
  );
}

describe('top-bar search', () => {
  it('hands what the user types to the screen', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Shell }], {
      initialEntries: ['/teletrabajo'],
    });
    render(<RouterProvider router={router} />);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Garcia');

    expect(screen.getByText('Filtrando por: Garcia')).toBeInTheDocument();
  });
});
