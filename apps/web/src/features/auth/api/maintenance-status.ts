import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const MAINTENANCE_STATUS_PATH = '/api/distribuidores/get-maintenance-status/';

export interface MaintenanceStatus {
  maintenance: boolean;
}

/** Public call; the 503 rule is off here because this call is how the app asks. */
export function getMaintenanceStatus(): Promise<MaintenanceStatus> {
  return http.get<MaintenanceStatus>(MAINTENANCE_STATUS_PATH, {
    auth: false,
    redirectOnSessionError: false,
  });
}

export function maintenanceStatusQueryOptions(refetchIntervalMs?: number) {
  return queryOptions({
    queryKey: ['maintenance-status'],
    queryFn: getMaintenanceStatus,
    staleTime: 0,
    refetchInterval: refetchIntervalMs ?? false,
  });
}

export function useMaintenanceStatus(refetchIntervalMs?: number) {
  return useQuery(maintenanceStatusQueryOptions(refetchIntervalMs));
}
