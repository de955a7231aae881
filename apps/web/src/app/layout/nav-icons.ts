import {
  Briefcase,
  ChartColumn,
  Clock,
  Database,
  FileSpreadsheet,
  FileText,
  Headset,
  LayoutDashboard,
  Settings,
  Smartphone,
  Store,
  TreePalm,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** Icon per drawer entry key / bottom-bar link name (both use the same words). */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  dashboard: LayoutDashboard,
  gerencia: ChartColumn,
  teletrabajo: Headset,
  retailX: Store,
  areaPersonal: UserRound,
  fichaje: Clock,
  vacaciones: TreePalm,
  documentos: FileText,
  managementBase: Settings,
  devicemanagement: Smartphone,
  rrhh: Briefcase,
  lowi: FileSpreadsheet,
  databaseManagement: Database,
};

export function navIcon(key: string): LucideIcon {
  return ICONS[key] ?? LayoutDashboard;
}
