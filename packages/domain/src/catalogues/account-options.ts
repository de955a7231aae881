/** Option lists of customers, accounts, HR and the calculator. */

export const DOCUMENT_TYPES = [
  { value: 'DNI', label: 'DNI' },
  { value: 'NIE', label: 'NIE' },
  { value: 'CIF', label: 'CIF' },
  { value: 'PASAPORTE', label: 'Pasaporte' },
] as const;

export const SHIRT_SIZES = [
  { value: 'XS', label: 'XS' },
  { value: 'S', label: 'S' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L' },
  { value: 'XL', label: 'XL' },
  { value: 'XXL', label: 'XXL' },
] as const;

export const MESSAGE_PRIORITIES = [
  { value: 'LOW', label: 'Baja' },
  { value: 'MEDIUM', label: 'Media' },
  { value: 'HIGH', label: 'Alta' },
] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number]['value'];
export const DEFAULT_MESSAGE_PRIORITY: MessagePriority = 'LOW';

export const CONTRACT_TYPES = [
  { value: 'INDEFINIDO', label: 'Indefinido' },
  { value: 'TEMPORAL', label: 'Temporal' },
  { value: 'PRACTICAS', label: 'Prácticas' },
  { value: 'MERCANTIL', label: 'Mercantil' },
] as const;

export const REWARD_TYPES = [
  { value: 'BOLSA_FIJA', label: 'Bolsa fija' },
  { value: 'PORCENTAJE', label: 'Porcentaje de la bolsa' },
] as const;
export type RewardType = (typeof REWARD_TYPES)[number]['value'];

export const PROCEDURE_TYPES = [
  { value: 'ALTA', label: 'Alta' },
  { value: 'BAJA', label: 'Baja' },
  { value: 'MODIFICACION', label: 'Modificación' },
  { value: 'INCIDENCIA', label: 'Incidencia' },
  { value: 'CONSULTA', label: 'Consulta' },
] as const;

export const NOT_INTERESTED_TYPES = [
  { value: 'PRECIO', label: 'Precio' },
  { value: 'PERMANENCIA', label: 'Permanencia' },
  { value: 'COBERTURA', label: 'Sin cobertura' },
  { value: 'SATISFECHO', label: 'Satisfecho con su operador' },
  { value: 'OTRO', label: 'Otro' },
] as const;

export const CALL_TYPES = [
  { value: 'ENTRANTE', label: 'Entrante' },
  { value: 'SALIENTE', label: 'Saliente' },
  { value: 'PRESENCIAL', label: 'Presencial' },
] as const;

export const PUNCH_TYPES = [
  { value: 'IN', label: 'Entrada' },
  { value: 'OUT', label: 'Salida' },
] as const;

export const CUSTOMER_FORM_MODES = ['create', 'edit', 'view'] as const;
export type CustomerFormMode = (typeof CUSTOMER_FORM_MODES)[number];

/** "After a successful save a create becomes an edit." */
export function customerFormModeAfterSave(mode: CustomerFormMode): CustomerFormMode {
  return mode === 'create' ? 'edit' : mode;
}
