import { ERP_GROUPS, ROLE, type ApiAccessRule } from '@kiwi/domain';
import { atLeast } from '../../../lib/access-rules';

/**
 * Who may use the catalogue routes (decision 1501): every ERP user reads what the offer
 * configurator needs (a Comercial included); SuperAdmin, Admin and Manager write. Devices
 * and their instalments belong to the MasMovil group (route table: /devicemanagement).
 */
export const CATALOGUE_READ: ApiAccessRule = { kind: 'authenticated', groups: ERP_GROUPS };
export const CATALOGUE_WRITE: ApiAccessRule = atLeast(ROLE.Manager, ERP_GROUPS);
export const DEVICE_READ: ApiAccessRule = { kind: 'authenticated', groups: ['MasMovil'] };
export const DEVICE_WRITE: ApiAccessRule = atLeast(ROLE.Manager, ['MasMovil']);
