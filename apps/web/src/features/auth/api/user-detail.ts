import { http, type RequestOptions } from '../../../lib/http/client';

export const USER_DETAIL_PATH = '/api/cuentas/detalle/';

/** User detail of spec section 3 (plus email, which the API also sends). */
export interface UserDetail {
  id: number;
  username: string;
  nombre_completo: string;
  email?: string | null;
  isAdmin: boolean;
  rol: { id: number };
  tenant_groups: { name: string }[];
  tipoComercial?: string | null;
}

export function getUserDetail(options?: Pick<RequestOptions, 'redirectOnSessionError'>) {
  return http.get<UserDetail>(USER_DETAIL_PATH, options);
}
