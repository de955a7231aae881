/** Layout and developer-mode constants of spec sections 2 and 9. */
export const PRODUCT_NAME = 'Kiwi';
export const APP_VERSION_LABEL = 'v7.0.1 (kiwi)';
export const DRAWER_WIDTH_PX = 300;
export const BOTTOM_NAV_HIDE_SCROLL_PX = 200;
/** Taps on the version label that enable developer mode (SuperAdmin only). */
export const DEVELOPER_MODE_TAPS = 8;
/** From this tap on, the user is told how many taps remain. */
export const DEVELOPER_MODE_HINT_FROM_TAP = 5;
/** Theme colours of spec section 1. */
export const THEME_PRIMARY_COLOR = '#670069';
export const THEME_BACKGROUND_COLOR = '#F6F8FE';
/** Welcome message for Comercial and pure Manager users: shown after 3 s, for 10 s. */
export const WELCOME_MESSAGE_DELAY_MS = 3000;
export const WELCOME_MESSAGE_DURATION_MS = 10000;
/** A lazy-loaded chunk that does not load in this time raises an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
