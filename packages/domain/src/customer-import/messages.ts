import { IMPORT_FILE_MESSAGES } from '../import/column-mapping';

/** Spanish messages of the lead import (API answers and the wizard). */
export const CUSTOMER_IMPORT_MESSAGES = {
  ...IMPORT_FILE_MESSAGES,
  fileTooLarge: 'El archivo supera el tamaño máximo de 30 MB.',
  notAnalysed: 'La importación no está lista para confirmar: espere a que termine el análisis.',
  notAnalysable: 'Esta importación ya no se puede volver a analizar.',
  notRevertible: 'Solo se puede revertir una importación terminada.',
  revertExpired: 'El plazo para revertir esta importación (7 días) ha terminado.',
  noRejected: 'Esta importación no tiene filas rechazadas.',
  purgedUnconfirmed:
    'Pasaron 7 días sin confirmarla y se borró el archivo: súbalo de nuevo para importarlo.',
  purged: 'El archivo de esta importación ya se ha borrado: súbalo de nuevo.',
  unknownOrigin: 'Origen de base de datos inexistente.',
  unknownCommercial: 'Comercial inexistente.',
  started: 'Importación en curso',
  done: 'Importación terminada',
  reverted: 'Importación revertida',
  failed: 'Ha habido un problema con la importación',
} as const;
