/** Texts of the contact page (SPEC §2 and §8, exact where SPEC gives them); Spanish and French in app/i18n. */
import { messages } from '#client/lib/i18n.ts';

export const contactMessages = messages('contact', {
  title: 'Contacte',
  subtitle: 'Tens alguna pregunta? Escriu-nos i et respondrem tan aviat com puguem.',
  infoHeading: 'Informació de contacte',
  address: 'Adreça',
  phone: 'Telèfon',
  email: 'Correu electrònic',
  web: 'Web',
  pavilion: 'Pavelló',
  mapHeading: 'On som',
  mapOpen: 'Obre el mapa a OpenStreetMap',
  newTab: "(s'obre en una pestanya nova)",
  formHeading: 'Envia’ns un missatge',
  requiredHint: 'Els camps marcats amb * són obligatoris.',
  fieldName: 'Nom',
  fieldSurname: 'Cognoms',
  fieldEmail: 'Correu electrònic',
  fieldPhone: 'Telèfon (opcional)',
  fieldSubject: 'Assumpte',
  fieldMessage: 'Missatge',
  subjectPlaceholder: 'Selecciona un assumpte',
  // The subjects' names (the values are the API's; contactSubjectLabels in src/shared says the same in Catalan).
  subjectGeneral: 'Consulta general',
  subjectCampus: 'Campus',
  subjectTeams: 'Equips',
  subjectShop: 'Botiga',
  subjectOther: 'Altres',
  submit: 'Enviar missatge',
  sending: 'Enviant…',
  successTitle: 'Missatge enviat',
  /** The server's answer in Catalan, said in the page's language. */
  successText: 'Missatge enviat correctament. Us respondrem aviat.',
  errorTitle: 'Error',
  error: 'Hi ha hagut un error en enviar el missatge.',
});
