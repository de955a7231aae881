/** Length limits of the customer form (decision 1101). */
export const CUSTOMER_LIMITS = {
  nombre: 200,
  documento: 20,
  email: 254,
  direccion: 300,
  localidad: 100,
  ispActual: 60,
  razonNoInteresado: 500,
  notas: 5000,
  telefonos: 10,
  search: 100,
} as const;

export const tooLong = (max: number) => `Como máximo ${max} caracteres`;
