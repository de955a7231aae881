import type { ColorToken } from '@kiwi/domain';
import { Badge } from './Badge';
import { colorHex, findStatus, type StatusCatalogueName } from './status-catalogues';
import { statusIcon } from './status-icons';

export type StatusChipProps =
  | {
      /** Which `@kiwi/domain` catalogue the value belongs to. */
      catalogue: StatusCatalogueName;
      value: string | number;
      className?: string;
    }
  | {
      /** A state from elsewhere (an API answer carrying label, colour and icon). */
      label: string;
      color: ColorToken | string;
      /** A lucide icon name, as the catalogues carry it. */
      icon?: string;
      className?: string;
    };

/**
 * A state drawn with its catalogue's label, colour and icon (sales statuses
 * 1–7, account, package and order states). An unknown value shows as a grey
 * chip with the raw value, never as a blank.
 */
export function StatusChip(props: StatusChipProps) {
  const entry =
    'catalogue' in props
      ? (findStatus(props.catalogue, props.value) ?? {
          label: `Desconocido (${props.value})`,
          color: 'dark' as const,
          icon: undefined,
        })
      : props;
  const Icon = statusIcon(entry.icon);
  return (
    <Badge
      color={entry.color}
      dot={!Icon}
      className={props.className}
      icon={
        Icon ? (
          <Icon
            className="size-3.5 shrink-0"
            style={{ color: colorHex(entry.color) }}
            aria-hidden="true"
          />
        ) : undefined
      }
    >
      {entry.label}
    </Badge>
  );
}
