/** Spanish messages of spec section 8: accounts, announcements, credentials, HR, documents. */

export const ACCOUNT_MESSAGES = {
  saveSuccess: 'Cuenta guardada correctamente',
  saveFailure: 'Ha habido error al guardar la cuenta',
  deleted: (name: string): string => `Cuenta de ${name} borrada correctamente`,
} as const;

/**
 * The spec's client shows credentials-worded messages when an announcement is
 * created (a wording defect); Kiwi uses announcement wording (decision 0304).
 */
export const ANNOUNCEMENT_MESSAGES = {
  deleted: 'Comunicado Borrado!',
  deleteFailure: 'Error al Borrar el Comunicado',
  created: 'Comunicado creado correctamente',
  createFailure: 'Error al crear el Comunicado',
} as const;

export const CREDENTIAL_MESSAGES = {
  deleted: 'Credenciales Borrado!',
  deleteFailure: 'Error al Borrar el Credenciales',
  createFailure: 'Error al crear Credenciales',
  created: 'Credenciales creadas correctamente',
} as const;

export const TENANT_MESSAGES = {
  deleteFailure: 'Error al Borrar el Tenant',
} as const;

export const HOLIDAY_MESSAGES = {
  deleteFailure: 'Error al Borrar Vacaciones',
  editFailure: 'Error al Editar Vacaciones',
  createFailure: 'Error al crear Vacaciones',
  spentFailure: 'Error al obtener vacaciones gastadas',
} as const;

export const WORKING_CALENDAR_MESSAGES = {
  loadFailure: 'Error al cargar calendario laboral',
  editFailure: 'Error al editar calendario laboral',
  createFailure: 'Error al crear calendario laboral',
  deleteFailure: 'Error al borrar calendario laboral',
} as const;

export const PUNCH_MESSAGES = {
  registerFailure: 'Error al Registrar el Fichaje',
  updateFailure: 'Error al Actualizar el Fichaje',
  deleteFailure: 'Error al Borrar el Fichaje',
  registered: 'Fichaje Registrado',
} as const;

export const DOCUMENT_MESSAGES = {
  signatureUpdateFailure: 'Error al Actualizar la Imagen de Firma',
  paysheetGetFailure: 'Error al Obtener Comprobante de Pago',
  paysheetUpdateFailure: 'Error al Actualizar Comprobante de Pago',
  paysheetDeleteFailure: 'Error al Eliminar Comprobante de Pago',
  contractGetFailure: 'Error al Obtener Contrato',
  contractUpdateFailure: 'Error al Actualizar Contrato',
  contractDeleteFailure: 'Error al Eliminar Contrato',
} as const;
