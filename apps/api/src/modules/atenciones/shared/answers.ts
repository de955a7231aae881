/** Row → answer helpers shared by the atenciones sub-modules. */

export const fullName = (nombre: string | null, apellidos: string | null) =>
  [nombre, apellidos].filter(Boolean).join(' ').trim();

export const personRef = (
  id: number | string | null,
  nombre: string | null,
  apellidos: string | null,
) => (id === null ? null : { id: Number(id), nombre_completo: fullName(nombre, apellidos) });

export const iso = (value: Date | string) => new Date(value).toISOString();
