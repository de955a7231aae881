/**
 * Bounds of catalogue prices: anything above is a typing slip ("absurd prices", issue 10;
 * decision 1502). Monthly fees, SVAs, insurances and instalment quotas are monthly amounts;
 * a device price is a one-off amount.
 */
export const MAX_MONTHLY_PRICE = 1000;
export const MAX_DEVICE_PRICE = 10000;
export const MAX_INSTALMENT_MONTHS = 60;
export const MAX_SPEED_AMOUNT = 100000;
export const MAX_LINE_AMOUNT = 1000000;

/** Page sizes of spec section 9. */
export const CATALOGUE_PAGE_SIZE = 16;
export const TARIFF_RELOAD_PAGE_SIZE = 15;
export const DEVICE_PAGE_SIZE = 20;
/** `default=1` (the configurator's lists) answers every match up to this many rows. */
export const CONFIGURATOR_LIST_LIMIT = 5000;
