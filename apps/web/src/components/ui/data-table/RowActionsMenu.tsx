import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu, MenuItem } from '../DropdownMenu';
import { IconButton } from '../IconButton';
import type { RowAction } from './types';

/** The ⋮ button of a row or card with its actions. */
export function RowActionsMenu({
  actions,
  rowLabel,
}: {
  actions: readonly RowAction[];
  rowLabel: string;
}) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu
      trigger={<IconButton icon={EllipsisVertical} size="sm" label={`Acciones de ${rowLabel}`} />}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.label}
          icon={action.icon}
          onSelect={action.onSelect}
          destructive={action.destructive}
          disabled={action.disabled}
        >
          {action.label}
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}
