import { http, type RequestOptions } from '../../../lib/http/client';

export const TENANT_INFO_PATH = '/api/distribuidores/get-distribuidor-info/';

/** Tenant info of spec section 3: type 'distributor' and name 'avatel' change behaviour. */
export interface TenantInfo {
  type: string;
  name: string;
}

export function getTenantInfo(options?: Pick<RequestOptions, 'redirectOnSessionError'>) {
  return http.get<TenantInfo>(TENANT_INFO_PATH, options);
}
