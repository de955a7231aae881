/** Spanish messages of spec section 8: login, customers, scraped data, schedules, notes. */

export const LOGIN_MESSAGES = {
  failure: 'Usuario o contraseña incorrectos',
  usernameRequired: 'Introduzca su Usuario',
  passwordRequired: 'Introduzca su Contraseña',
  usernameHint: 'Email',
} as const;

export const CUSTOMER_MESSAGES = {
  saveFailure: 'Ha habido un problema',
  saveSuccess: 'Guardado correctamente',
  deleteSuccess: 'Eliminado correctamente',
  deleteFailure: 'Ha habido un error',
  notFound: 'No se ha encontrado al cliente',
} as const;

export const SCRAPING_MESSAGES = {
  renewalFailure: 'Error al obtener datos sobre el renuevo',
  renewalPdfFailure: 'Error al descargar el PDF de renuevo',
  pdfFailure: 'Error al descargar el PDF',
  offerViewFailure: 'Error al visualizar la oferta',
  registersSuccess: 'Registros obtenidos correctamente',
  registersFailure: 'Error al obtener los registros',
  invoicesSuccess: 'Facturas cargadas correctamente',
  invoicesEmpty: 'El cliente no tiene facturas',
  invoicesNotFound: '¡Facturas no encontradas!',
  contractPdfFailure: 'Error al descargar el PDF del contrato',
} as const;

export const SCHEDULE_MESSAGES = {
  success: 'Agendado Correctamente!',
  failure: 'Error al agendar',
  cannotUpdate: 'No se puede actualizar agendado',
  moved: 'Agendados movidos correctamente!',
} as const;

export const NO_INTEREST_MESSAGES = {
  success: 'No interesado añadido correctamente!',
  failure: 'Error al añadir no interesado',
} as const;

export const NOTE_MESSAGES = {
  success: 'Nota añadido con éxito!',
  failure: 'Error al añadir nota',
} as const;

export const PROCEDURE_MESSAGES = {
  success: 'Gestión Registrada Correctamente!',
  failure: 'Error al Registrar la Gestión',
} as const;

/**
 * Welcome message for Comercial and pure Manager users: the wording of
 * docs/decisions/0505 (the spec does not give one).
 */
export function welcomeMessage(nombre: string, appointmentsToday: number): string {
  if (appointmentsToday === 0) return `¡Hola, ${nombre}! Hoy no tienes clientes agendados.`;
  if (appointmentsToday === 1) return `¡Hola, ${nombre}! Hoy tienes 1 cliente agendado.`;
  return `¡Hola, ${nombre}! Hoy tienes ${appointmentsToday} clientes agendados.`;
}
