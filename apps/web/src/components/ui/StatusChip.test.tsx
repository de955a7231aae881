import { COLOR_TOKENS, SALES_STATUSES } from '@kiwi/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it.each(
    SALES_STATUSES.map((status) => [status.value, status.label, status.hex, status.icon] as const),
  )(
    'draws sales status %i as "%s" in its catalogue colour with its icon',
    (value, label, hex, icon) => {
      const { container } = render(<StatusChip catalogue="salesStatus" value={value} />);
      const chip = screen.getByText(label).parentElement!;
      expect(chip.style.borderColor).not.toBe('');
      expect(container.querySelector(`svg.lucide-${icon}`)).not.toBeNull();
      expect(container.innerHTML.toLowerCase()).toContain(hexToRgb(hex));
    },
  );

  it('draws account and package states with a coloured dot (they have no icon)', () => {
    const { container } = render(
      <>
        <StatusChip catalogue="accountState" value="VACACIONES" />
        <StatusChip catalogue="packageState" value="VUELO" />
      </>,
    );
    expect(screen.getByText('Vacaciones')).toBeInTheDocument();
    expect(screen.getByText('En vuelo')).toBeInTheDocument();
    expect(container.innerHTML).toContain(hexToRgb(COLOR_TOKENS.blue));
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('shows an unknown value instead of a blank chip', () => {
    render(<StatusChip catalogue="salesStatus" value={9} />);
    expect(screen.getByText('Desconocido (9)')).toBeInTheDocument();
  });
});

/** jsdom writes inline colours as rgb(); the chip's dot/icon carry the catalogue hex. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
