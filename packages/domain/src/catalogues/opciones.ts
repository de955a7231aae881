import { z } from 'zod';
import { ROLE } from '../access/roles';
import { ACCOUNT_STATES } from './account-states';
import {
  CALL_TYPES,
  CONTRACT_TYPES,
  DOCUMENT_TYPES,
  MESSAGE_PRIORITIES,
  NOT_INTERESTED_TYPES,
  PROCEDURE_TYPES,
  REWARD_TYPES,
  SHIRT_SIZES,
} from './account-options';
import { COMMERCIAL_TYPES } from './commercial-types';
import { HOLIDAY_TYPES, LEAVE_REQUEST_TYPES } from './holiday-types';
import { OBJECTIVE_FAMILIES } from './objective-families';
import {
  DATA_UNITS,
  DURATION_UNITS,
  FIXED_LINE_TYPES,
  INSTALMENT_TYPES,
  LINE_TYPES,
  PAYMENT_TYPES,
  PROMOTION_AMOUNT_UNITS,
  SALE_TYPES,
  SPEED_UNITS,
  TARIFF_CATEGORIES,
} from './offer-options';
import { OPERATORS } from './operators';
import { PACKAGE_STATES } from './package-states';
import { SALES_STATUSES } from './sales-statuses';
import { SEGMENTS } from './segments';
import { VAT_LOCATIONS } from './vat-locations';

const ZOptionValue = z.union([z.string(), z.number()]);
export const ZOptionSchema = z.object({ value: ZOptionValue, label: z.string() });
export const ZColoredOptionSchema = ZOptionSchema.extend({ color: z.string(), hex: z.string() });
const ZOptionList = z.array(ZOptionSchema);

/**
 * The payload of GET /api/utils/opciones/: every option list the client
 * needs, keyed by list name; each list is an array of { value, label, ...extra }
 * (decision 0303).
 */
export const ZOpcionesSchema = z.object({
  vatLocations: z.array(ZOptionSchema.extend({ percentage: z.number(), tax: z.string() })),
  segments: z.array(ZOptionSchema.extend({ appliesVat: z.boolean() })),
  operators: ZOptionList,
  commercialTypes: ZOptionList,
  accountStates: z.array(ZColoredOptionSchema.extend({ order: z.number().int() })),
  salesStatuses: z.array(ZColoredOptionSchema.extend({ icon: z.string() })),
  packageStates: z.array(ZColoredOptionSchema),
  holidayTypes: ZOptionList,
  leaveRequestTypes: ZOptionList,
  objectiveFamilies: z.array(ZOptionSchema.extend({ color: z.string() })),
  roles: ZOptionList,
  lineTypes: ZOptionList,
  saleTypes: ZOptionList,
  tariffCategories: ZOptionList,
  paymentTypes: ZOptionList,
  promotionAmountUnits: ZOptionList,
  durationUnits: ZOptionList,
  speedUnits: ZOptionList,
  dataUnits: ZOptionList,
  fixedLineTypes: ZOptionList,
  instalmentTypes: ZOptionList,
  documentTypes: ZOptionList,
  shirtSizes: ZOptionList,
  messagePriorities: ZOptionList,
  contractTypes: ZOptionList,
  rewardTypes: ZOptionList,
  procedureTypes: ZOptionList,
  notInterestedTypes: ZOptionList,
  callTypes: ZOptionList,
});
export type Opciones = z.infer<typeof ZOpcionesSchema>;

const ROLE_OPTIONS = [
  { value: ROLE.SuperAdmin, label: 'SuperAdmin' },
  { value: ROLE.Admin, label: 'Admin' },
  { value: ROLE.Manager, label: 'Manager' },
  { value: ROLE.Comercial, label: 'Comercial' },
];

function copy<T extends object>(list: readonly T[]): T[] {
  return list.map((item) => ({ ...item }));
}

export function buildOpciones(): Opciones {
  return {
    vatLocations: copy(VAT_LOCATIONS),
    segments: copy(SEGMENTS),
    operators: copy(OPERATORS),
    commercialTypes: copy(COMMERCIAL_TYPES),
    accountStates: copy(ACCOUNT_STATES),
    salesStatuses: copy(SALES_STATUSES),
    packageStates: copy(PACKAGE_STATES),
    holidayTypes: copy(HOLIDAY_TYPES),
    leaveRequestTypes: copy(LEAVE_REQUEST_TYPES),
    objectiveFamilies: copy(OBJECTIVE_FAMILIES),
    roles: copy(ROLE_OPTIONS),
    lineTypes: copy(LINE_TYPES),
    saleTypes: copy(SALE_TYPES),
    tariffCategories: copy(TARIFF_CATEGORIES),
    paymentTypes: copy(PAYMENT_TYPES),
    promotionAmountUnits: copy(PROMOTION_AMOUNT_UNITS),
    durationUnits: copy(DURATION_UNITS),
    speedUnits: copy(SPEED_UNITS),
    dataUnits: copy(DATA_UNITS),
    fixedLineTypes: copy(FIXED_LINE_TYPES),
    instalmentTypes: copy(INSTALMENT_TYPES),
    documentTypes: copy(DOCUMENT_TYPES),
    shirtSizes: copy(SHIRT_SIZES),
    messagePriorities: copy(MESSAGE_PRIORITIES),
    contractTypes: copy(CONTRACT_TYPES),
    rewardTypes: copy(REWARD_TYPES),
    procedureTypes: copy(PROCEDURE_TYPES),
    notInterestedTypes: copy(NOT_INTERESTED_TYPES),
    callTypes: copy(CALL_TYPES),
  };
}
