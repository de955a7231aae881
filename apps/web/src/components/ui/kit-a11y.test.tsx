import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderCustomerList } from '../../test/kit-list-harness';
import { ConfirmDialog } from './ConfirmDialog';
import { Combobox } from './combobox/Combobox';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { Tabs } from './Tabs';

/** axe-core on the kit's pieces as users meet them: 0 serious or critical violations. */
// axe walks the whole document: up to 15 s a check on a loaded machine.
describe('UI kit accessibility (axe-core in jsdom)', { timeout: 60_000 }, () => {
  it('catches what it must (an unnamed button)', async () => {
    render(<button type="button" />);
    expect((await seriousAxeViolations()).join()).toContain('button-name');
  });

  it('the list as a table, with selection, chips and paging', async () => {
    const user = userEvent.setup({ delay: null });
    renderCustomerList('/clientes?estadoOferta[]=1&estadoOferta[]=2');
    await screen.findByRole('table');
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('the list as cards and the filter panel', async () => {
    const user = userEvent.setup({ delay: null });
    renderCustomerList('/clientes', { view: 'cards' });
    await screen.findByRole('list', { name: 'Clientes' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await screen.findByRole('dialog', { name: 'Filtros' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('an open combobox, tabs, page header, empty state and a confirmation', async () => {
    render(
      <>
        <PageHeader title="Clientes" search={{ value: '', onChange: () => {} }} />
        <Tabs
          label="Secciones"
          tabs={[
            { value: 'datos', label: 'Datos', content: <EmptyState title="Sin datos" /> },
            { value: 'notas', label: 'Notas', count: 2, content: 'Notas' },
          ]}
        />
        <Combobox
          label="Estado"
          multiple
          options={[
            { value: 1, label: 'Pendiente' },
            { value: 2, label: 'Presentada' },
          ]}
          value={[1]}
          onChange={() => {}}
        />
        <ConfirmDialog
          open
          onOpenChange={() => {}}
          title="Eliminar"
          description="¿Seguro?"
          onConfirm={() => {}}
        />
      </>,
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
