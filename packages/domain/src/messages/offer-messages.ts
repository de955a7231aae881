/** Spanish messages of spec section 8: offers, atenciones, packages. */

export const OFFER_MESSAGES = {
  saveSuccess: 'Oferta guardada correctamente',
  saveFailure: 'Error al guardar oferta',
  editSuccess: 'Oferta editada correctamente',
  editFailure: 'Hubo un error al editar',
  customerUpdateFailure: 'Error al actualizar datos de cliente',
  loadOffersFailure: 'Error al cargar las ofertas',
  loadProceduresFailure: 'Error al cargar las gestiones',
  editOfferFailure: 'Error al editar la oferta',
} as const;

export const ATENCION_MESSAGES = {
  entryDeleteFailure: 'No se pudo eliminar la entrada',
  deleteFailure: 'Error al eliminar atención',
  editFailure: 'Error al editar atención',
  updated: 'Atención actualizada con éxito',
  deleted: 'Atención eliminada con éxito',
  entryDeleted: 'Entrada borrada',
} as const;

export const PACKAGE_MESSAGES = {
  stateUpdateFailure: 'Error al actualizar el estado de los paquetes',
  /** Not in the spec (decision 1408), worded like its neighbours. */
  additionalInfoSaved: 'Información adicional guardada correctamente',
  additionalInfoFailure: 'Error al guardar la información adicional',
  additionalInfoLoadFailure: 'No se pudo cargar la información adicional',
} as const;
