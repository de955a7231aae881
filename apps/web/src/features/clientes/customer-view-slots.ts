import type { ComponentType } from 'react';
import type { CustomerView } from './api/customer-shapes';

/** What a module's component in the customer full view receives. */
export interface CustomerViewSlotProps {
  customer: CustomerView;
  /**
   * Call after changing something of the customer (an atención recorded, a
   * follow-up scheduled): reloads the customer, its contact history, its
   * record history, notes, contracts and the teletrabajo list.
   */
  refresh: () => Promise<void>;
}

export interface CustomerViewTab {
  value: string;
  label: string;
  Component: ComponentType<CustomerViewSlotProps>;
}

/**
 * How other modules plug into the customer full view without the feature
 * importing them (apps/web/README.md, "Plugging into the customer view"):
 * the app's composition file `app/customer-view-screen.tsx` lists them.
 */
export interface CustomerViewExtensions {
  /** Buttons in the header's action area, before "Editar" (Agendar, No interesado, Gestión). */
  actions?: readonly ComponentType<CustomerViewSlotProps>[];
  /** Tabs after the built-in ones (Ofertas, Gestiones…). */
  tabs?: readonly CustomerViewTab[];
}
