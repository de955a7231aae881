/** Device and instalment calls of spec section 7. */
export const DEVICES_PATH = '/api/servicios/terminales/';
export const INSTALMENTS_PATH = '/api/servicios/installment/';

export const devicePath = (id: number) => `${DEVICES_PATH}${id}/`;
export const instalmentPath = (id: number) => `${INSTALMENTS_PATH}${id}/`;
/** GET /api/servicios/installments-terminal/{id}/: every instalment plan of a device. */
export const deviceInstalmentsPath = (deviceId: number) =>
  `/api/servicios/installments-terminal/${deviceId}/`;
