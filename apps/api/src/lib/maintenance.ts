import type { Sql } from 'postgres';

export interface MaintenanceSwitch {
  isActive(): Promise<boolean>;
  set(active: boolean, actor: string): Promise<void>;
}

/**
 * Maintenance mode lives in the database (platform_settings), so operators
 * switch it without a deploy (`pnpm maintenance on`) and every API instance
 * sees it within `cacheMs`.
 */
export function createMaintenanceSwitch(sql: Sql, cacheMs: number): MaintenanceSwitch {
  let cached: { value: boolean; at: number } | undefined;
  return {
    async isActive() {
      const now = Date.now();
      if (cached && now - cached.at < cacheMs) return cached.value;
      const rows = await sql<{ active: boolean | null }[]>`
        select (value->>'active')::boolean as active from platform_settings where key = 'maintenance'`;
      const value = rows[0]?.active === true;
      cached = { value, at: now };
      return value;
    },
    async set(active, actor) {
      await sql`select kiwi_set_maintenance(${active}, ${actor})`;
      cached = undefined;
    },
  };
}
