import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { SuggestionChips } from './SuggestionChips';

describe('SuggestionChips', () => {
  it('offers each suggestion as a button, marks the current one and reports a pick', async () => {
    const onPick = vi.fn();
    render(
      <SuggestionChips
        label="Localidades de 29620"
        suggestions={['Málaga', 'Torremolinos']}
        current="torremolinos"
        onPick={onPick}
      />,
    );
    const group = screen.getByRole('group', { name: 'Localidades de 29620' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Torremolinos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Málaga' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Málaga' }));
    expect(onPick).toHaveBeenCalledWith('Málaga');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('renders nothing without suggestions', () => {
    const { container } = render(<SuggestionChips label="x" suggestions={[]} onPick={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
