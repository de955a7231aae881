import { StatusChip } from '../../../components/ui/StatusChip';

/** Activo / Inactivo, as every catalogue list shows is_active. */
export function ActiveChip({ active }: { active: boolean | undefined }) {
  return active === false ? (
    <StatusChip label="Inactivo" color="dark" />
  ) : (
    <StatusChip label="Activo" color="success" />
  );
}
