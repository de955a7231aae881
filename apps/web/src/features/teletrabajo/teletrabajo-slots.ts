import type { ComponentType } from 'react';

/** What the "Nuevo cliente" dialog gets from the table. */
export interface CreateCustomerSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Pieces other features lend the /teletrabajo screen without it importing
 * them: composed in app/teletrabajo-screen.tsx (features never import each
 * other). Without `CreateCustomer` the "Nuevo cliente" button is not shown.
 */
export interface TeletrabajoExtensions {
  CreateCustomer?: ComponentType<CreateCustomerSlotProps>;
  /** "Importar": the lead import (features/importacion), next to the export. */
  ImportCustomers?: ComponentType;
}
