import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readListState, writeListState } from '../list-state/list-state-codec';
import { filterValueText } from './filter-labels';
import type { FilterSection } from './filter-types';
import { FilterPanel } from './FilterPanel';
import { splitTags } from './TagsInput';

const SECTIONS: FilterSection[] = [
  {
    title: 'Contratos',
    filters: [{ kind: 'tags', key: 'contractServices', label: 'Con los servicios' }],
  },
];
const DEFAULTS = { sort: null, pageSize: 25, pageSizeOptions: [25] };

describe('the tags filter kind', () => {
  it('splits on commas, trims, drops blanks', () => {
    expect(splitTags(' fibra 600 , ,móvil,')).toEqual(['fibra 600', 'móvil']);
  });

  it('keeps spaces inside a value while typing and applies the list', async () => {
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn();
    render(<FilterPanel sections={SECTIONS} values={{}} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    const box = within(panel).getByRole('textbox', { name: 'Con los servicios' });

    await user.type(box, 'fibra 600, tv');
    expect(box).toHaveValue('fibra 600, tv');
    await user.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    expect(onApply).toHaveBeenCalledWith({ contractServices: ['fibra 600', 'tv'] });
  });

  it('travels in bracket form in the URL and reads as a chip', () => {
    const definitions = SECTIONS[0]!.filters;
    const state = {
      filters: { contractServices: ['fibra', 'tv'] },
      sort: null,
      columns: null,
      page: 1,
      pageSize: 25,
    };
    const params = writeListState(new URLSearchParams(), state, definitions, DEFAULTS);
    expect(params.getAll('contractServices[]')).toEqual(['fibra', 'tv']);
    expect(readListState(params, definitions, DEFAULTS).filters).toEqual({
      contractServices: ['fibra', 'tv'],
    });
    expect(filterValueText(definitions[0]!, ['fibra', 'tv'])).toBe('fibra, tv');
  });
});
