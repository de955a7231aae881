/** Spanish messages of spec section 8: calculator, objectives, management, exports. */

export const CALCULATOR_MESSAGES = {
  loadObjectivesFailure: 'Error al cargar los objetivos',
  loadPotFailure: '¡Error al cargar bolsa del mes!',
  loadUpfrontsFailure: 'Error al cargar los upfronts',
  loadObjectiveTypesFailure: 'Error al cargar los tipos objetivos',
  loadAtencionFailure: 'Error al obtener la atencion',
  loadFactorFailure: 'Error al cargar factor corrector, posiblemente no lo tenga cargado aún...',
  loadRewardFailure:
    'Error al obtener el tipo de recompesa, el comercial no tiene tipo de recompensa',
  addObjectiveFailure: 'Error al añadir el objetivo',
  copyObjectivesFailure: 'Error al copiar los objetivos de un mes a otro',
  reportFailure: 'Error al obtener el reporte',
  potsFailure: 'Error al obtener las bolsas',
  downloadReportFailure: 'Error al descargar el reporte',
  // Bonuses, teams and corrective factors: wording not in the spec (decision 0304).
  rewardSaved: 'Recompensa guardada correctamente',
  rewardSaveFailure: 'Error al guardar la recompensa',
  rewardDeleted: 'Recompensa eliminada correctamente',
  rewardDeleteFailure: 'Error al eliminar la recompensa',
  teamSaved: 'Equipo guardado correctamente',
  teamSaveFailure: 'Error al guardar el equipo',
  teamDeleted: 'Equipo eliminado correctamente',
  teamDeleteFailure: 'Error al eliminar el equipo',
  factorSaved: 'Factor corrector guardado correctamente',
  factorSaveFailure: 'Error al guardar el factor corrector',
  factorDeleted: 'Factor corrector eliminado correctamente',
  factorDeleteFailure: 'Error al eliminar el factor corrector',
} as const;

export const OBJECTIVE_MESSAGES = {
  added: 'Objetivo añadido correctamente',
  updated: 'Objetivo actualizado correctamente',
  deleted: 'Objetivo eliminado correctamente',
} as const;

/** Catalogue modules of the administration screen, as the spec names them. */
export const MANAGEMENT_MODULES = [
  'Tarifas',
  'SVA',
  'Promoción',
  'Adicionales',
  'Gestiones',
  'Origenes BD',
  'Seguros',
  'Tipo de Objetivo',
] as const;
export type ManagementModule = (typeof MANAGEMENT_MODULES)[number];

export const MANAGEMENT_MESSAGES = {
  infoCollected: 'Información Recopilada',
  loadFailure: 'No se pudo cargar el contenido',
  loadFailureOf: (module: ManagementModule): string => `No se pudo cargar el contenido: ${module}`,
  commercialsOptionsFailure: 'No se han cargado las opciones de comerciales',
  deviceEditFailure: 'Error al Editar',
  tariffAddFailure: 'Error al añadir tarifa',
} as const;

export const EXPORT_MESSAGES = {
  failure: 'Error en la exportación',
  problem: 'Ha habido un problema al exportar',
} as const;
