import type { TCustomerListRow } from '@kiwi/domain';

/** One row of GET /api/clientes/entradas/ (the customers API's schema, @kiwi/domain). */
export type CustomerRow = TCustomerListRow;
