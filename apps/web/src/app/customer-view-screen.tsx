import type { CustomerViewExtensions } from '../features/clientes/customer-view-slots';
import { CustomerFullViewPage } from '../features/clientes/routes/CustomerFullViewPage';
import { NoInterestAction } from '../features/atenciones/components/NoInterestAction';
import { ProcedureAction } from '../features/atenciones/components/ProcedureAction';
import { ScheduleAction } from '../features/atenciones/components/ScheduleAction';

/**
 * The customer full view with the modules that plug into it. Features do not
 * import each other: a module adds its header buttons or tabs here, one line
 * each (apps/web/README.md, "Plugging into the customer view").
 */
const EXTENSIONS: CustomerViewExtensions = {
  actions: [ScheduleAction, NoInterestAction, ProcedureAction],
  tabs: [],
};

export function CustomerViewScreen() {
  return <CustomerFullViewPage extensions={EXTENSIONS} />;
}
