/** The customer full view (route 'clienteFicha', decision 1320). */
export function customerViewPath(id: number): string {
  return `/teletrabajo/clientes/${id}`;
}

/** Where the full view goes back to, and where a deleted customer sends the user. */
export const CUSTOMER_LIST_PATH = '/teletrabajo';
