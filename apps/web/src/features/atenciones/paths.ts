/** Web routes of the atenciones screens (children of /teletrabajo, decision 1406). */
export const AGENDA_PATH_WEB = '/teletrabajo/agenda';
export const PIPELINE_PATH_WEB = '/teletrabajo/ofertas';
