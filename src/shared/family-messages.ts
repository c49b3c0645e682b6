import { defineErrors } from '#shared/errors.ts';

/** The family page ("Les meves inscripcions", issue 14 item 4, decision 181). */
export const familyMessages = {
  linkSent: 'Si aquesta adreça té inscripcions o comandes, hi hem enviat un enllaç per entrar. Caduca en 30 minuts.',
  signedOut: 'Heu sortit de la vostra pàgina.',
  cancelled: 'Inscripció anul·lada.',
  cancelledRefunded: 'Inscripció anul·lada. Us hem retornat el pagament a la targeta.',
  contactUpdated: 'Dades de contacte actualitzades.',
  erasureRequested: 'Hem rebut la vostra sol·licitud d’esborrament. El club la confirmarà aviat.',
  erasureDone: 'Dades esborrades.',
  // Its refusals (decision 196). `cancelDeadlinePassed`'s date is written out in the page's language.
  ...defineErrors('family', {
    linkInvalid: 'Aquest enllaç no és vàlid o ja s’ha fet servir. Demaneu-ne un de nou.',
    linkExpired: 'Aquest enllaç ha caducat. Demaneu-ne un de nou.',
    sessionRequired: 'Cal entrar amb l’enllaç que us hem enviat per correu.',
    tooMany: 'Massa sol·licituds. Torneu-ho a provar d’aquí a una estona.',
    // The address's links of the day are used up and the last one still works (issue 22 finding 6): said as it is,
    // in the same words for a known address and an unknown one.
    linkStillValid:
      'Si aquesta adreça té inscripcions o comandes, avui ja hi hem enviat massa enllaços; l’últim es pot fer servir fins a les {time}: mireu la safata d’entrada i el correu brossa. Després d’aquesta hora en podreu demanar un altre.',
    cancelDeadlinePassed: 'El termini per anul·lar aquesta inscripció va acabar el {date}. Contacteu amb el club.',
    // Cancelled a second time while the first is still being refunded (another tab): refused before any refund.
    cancelInProgress: 'Aquesta inscripció ja s’està anul·lant. Torneu a carregar la pàgina d’aquí a un moment.',
    refundFailed: 'No s’ha pogut retornar el pagament ara mateix. La inscripció no s’ha anul·lat: torneu-ho a provar més tard.',
    notYours: 'No s’ha trobat aquesta inscripció.',
    erasurePending: 'Ja hi ha una sol·licitud d’esborrament pendent per a aquesta adreça.',
  }),
};
