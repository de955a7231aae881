/** Business constants and limits of spec section 9 not owned by a narrower module. */

export const MAX_OBJECTIVE_PERCENTAGE = 150;
/** A corrective factor whose maximum is 999 or more is open-ended. */
export const OPEN_ENDED_FACTOR_BOUND = 999;

export const OFFER_CREATE_REDIRECT_MS = 1000;
export const OFFER_EDIT_REDIRECT_MS = 2000;
export const OFFER_SUCCESS_MESSAGE_MS = 4000;

export const TARIFF_MANAGEMENT_RELOAD_PAGE_SIZE = 15;
export const MANAGEMENT_BASE_PAGE_SIZE = 16;
export const DEVICE_RELOAD_PAGE_SIZE = 20;

export const RETAIL_ACCESS_RETRY_MS = 1000;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: 0,
} as const;

/** Upcoming scheduled customers: today to today plus 3 days. */
export const UPCOMING_SCHEDULED_DAYS = 3;
/** The server's answer for a page past the end; the client resets to page 1. */
export const INVALID_PAGE_DETAIL = 'Página inválida.';
