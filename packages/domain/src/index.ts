// Access: roles, groups, permission flags, route table, navigation, data visibility.
export * from './access/roles';
export * from './access/groups';
export * from './access/api-access';
export * from './access/permissions';
export * from './access/data-visibility';
export * from './access/layout-constants';
export * from './access/routes';
export * from './access/route-access';
export * from './access/route-guard';
export * from './access/navigation';

// Catalogues and option lists.
export * from './catalogues/colors';
export * from './catalogues/vat-locations';
export * from './catalogues/segments';
export * from './catalogues/operators';
export * from './catalogues/commercial-types';
export * from './catalogues/account-states';
export * from './catalogues/sales-statuses';
export * from './catalogues/package-states';
export * from './catalogues/order-status';
export * from './catalogues/holiday-types';
export * from './catalogues/objective-families';
export * from './catalogues/export-tasks';
export * from './catalogues/offer-options';
export * from './catalogues/account-options';
export * from './catalogues/limits';
export * from './catalogues/opciones';

// Spanish messages and the snackbar rule.
export * from './messages/customer-messages';
export * from './messages/offer-messages';
export * from './messages/hr-messages';
export * from './messages/calculator-messages';
export * from './messages/catalogue';
export * from './messages/snackbar';

// Schemas.
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/normalise';
export * from './schemas/field-errors';
export * from './schemas/spanish-errors';
export * from './schemas/customer';
export * from './customers/documents';
export * from './customers/phones';
export * from './customers/postal-code';
export * from './customers/limits';
export * from './customers/sorting';
export * from './customers/customer-rows';
export * from './customers/bulk';
export * from './schemas/customer-query';
export * from './schemas/customer-forms';
export * from './schemas/customer-notes';
export * from './schemas/localidades';
export * from './schemas/saved-views';
export * from './schemas/offer';
export * from './schemas/atencion';
export * from './schemas/account';
export * from './schemas/iban';
export * from './schemas/hr';
export * from './schemas/holidays';
export * from './schemas/punch';
export * from './schemas/storage';
export * from './schemas/admin';
export * from './schemas/tariff';
export * from './schemas/catalogue-items';
export * from './schemas/devices';
export * from './schemas/history';
export * from './schemas/objective';
export * from './schemas/misc';

// Money.
export * from './money/decimal';

// Calendar: working days, Easter, holiday calendars.
export * from './calendar/iso-date';
export * from './calendar/easter';
export * from './calendar/holiday-calendar';
export * from './calendar/spain-holiday-calendar';
export * from './calendar/working-days';

// Objectives and commissions calculator.
export * from './calculator/types';
export * from './calculator/objective-row';
export * from './calculator/key-condition';
export * from './calculator/corrective-factor';
export * from './calculator/reward';
export * from './calculator/month-figures';

// Objective spreadsheet template (pure part; xlsx I/O lives in the worker).
export * from './template/layout';
export * from './template/cells';
export * from './template/grid';
export * from './template/parse';

// Offer pricing and save rules.
export * from './pricing/types';
export * from './pricing/vat';
export * from './pricing/promotions';
export * from './pricing/package-price';
export * from './pricing/offer-price';
export * from './offer/offer-save';

// Record history: the registry of tracked tables and how their changes are shown.
export * from './history/history-types';
export * from './history/history-registry';
export * from './history/history-schemas';
export * from './history/history-render';
export * from './history/customer-area';
export * from './history/contact-history';
export * from './import/column-mapping';
export * from './customer-import/fields';
export * from './customer-import/limits';
export * from './customer-import/messages';
export * from './customer-import/row-validation';
export * from './customer-import/schemas';
export * from './tariff-import/index';

// Atenciones: sales-status transitions, follow-up rules.
export * from './atenciones/sales-transitions';
export * from './atenciones/follow-ups';
export * from './atenciones/additional-info';

// Catalogue administration: price timeline, instalment plans, DBL scope, limits.
export * from './catalogue/content-types';
export * from './catalogue/fields';
export * from './catalogue/limits';
export * from './catalogue/price-timeline';
export * from './catalogue/instalment-plan';
export * from './catalogue/scope';
