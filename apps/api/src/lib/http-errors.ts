/**
 * Errors a service throws to answer a 4xx in DRF shape. `detail` becomes
 * `{"detail": "..."}`; `fields` becomes `{field: ["message"]}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const DETAIL = {
  invalidCharacters: 'El texto contiene caracteres no válidos (por ejemplo, un carácter nulo).',
  notFound: 'No encontrado.',
  invalidPage: 'Página inválida.',
  notAuthenticated: 'Las credenciales de autenticación no se proveyeron.',
  invalidToken: 'El token no es válido o ha expirado.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  maintenance: 'Kiwi está en mantenimiento. Vuelva a intentarlo en unos minutos.',
  malformedJson: 'JSON mal formado.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  payloadTooLarge: 'El archivo o el cuerpo de la petición es demasiado grande.',
  tooManyRequests: 'Demasiadas peticiones. Espere un minuto y vuelva a intentarlo.',
  serverError: 'Ha habido un error en el servidor.',
  methodNotAllowed: 'Método no permitido.',
  badCredentials: 'Usuario o contraseña incorrectos',
  overloaded: 'El servidor está saturado. Vuelva a intentarlo en unos segundos.',
} as const;

export const notFound = (detail: string = DETAIL.notFound) => new HttpError(404, detail);
export const badRequest = (fields: Record<string, string[]>) =>
  new HttpError(400, 'Datos inválidos.', fields);
export const unauthorized = (detail: string = DETAIL.invalidToken) => new HttpError(401, detail);
export const forbidden = (detail: string = DETAIL.forbidden) => new HttpError(403, detail);
