/**
 * How an account's holiday allowance is counted (spent holidays'
 * `holiday_type`, default 'Laborables'): working days or calendar days.
 */
export const HOLIDAY_TYPES = [
  { value: 'Laborables', label: 'Días laborables' },
  { value: 'Naturales', label: 'Días naturales' },
] as const;

export type HolidayType = (typeof HOLIDAY_TYPES)[number]['value'];
export const HOLIDAY_TYPE_VALUES = HOLIDAY_TYPES.map((t) => t.value) as [
  HolidayType,
  ...HolidayType[],
];
export const DEFAULT_HOLIDAY_TYPE: HolidayType = 'Laborables';

/** The `type` of a holiday or leave request (decision 0302: the spec does not list them). */
export const LEAVE_REQUEST_TYPES = [
  { value: 'VACACIONES', label: 'Vacaciones' },
  { value: 'ASUNTOS_PROPIOS', label: 'Asuntos propios' },
  { value: 'BAJA_MEDICA', label: 'Baja médica' },
  { value: 'PERMISO', label: 'Permiso retribuido' },
  { value: 'OTRO', label: 'Otro' },
] as const;

export type LeaveRequestType = (typeof LEAVE_REQUEST_TYPES)[number]['value'];
export const LEAVE_REQUEST_TYPE_VALUES = LEAVE_REQUEST_TYPES.map((t) => t.value) as [
  LeaveRequestType,
  ...LeaveRequestType[],
];
