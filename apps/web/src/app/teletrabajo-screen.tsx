import { CustomerFormDialog } from '../features/clientes/components/CustomerFormDialog';
import { ImportCustomersButton } from '../features/importacion/components/ImportCustomersButton';
import { TeletrabajoPage } from '../features/teletrabajo/routes/TeletrabajoPage';
import type {
  CreateCustomerSlotProps,
  TeletrabajoExtensions,
} from '../features/teletrabajo/teletrabajo-slots';

/** "Nuevo cliente": the customer form of features/clientes; a saved create stays open as its edit. */
function CreateCustomer({ open, onOpenChange }: CreateCustomerSlotProps) {
  return <CustomerFormDialog open={open} onOpenChange={onOpenChange} mode="create" />;
}

const EXTENSIONS: TeletrabajoExtensions = {
  CreateCustomer,
  ImportCustomers: ImportCustomersButton,
};

/** The /teletrabajo table with the pieces other features lend it. */
export function TeletrabajoScreen() {
  return <TeletrabajoPage extensions={EXTENSIONS} />;
}
