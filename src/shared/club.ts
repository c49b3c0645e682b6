/**
 * The club's contact details in one place: the site's footer and /contacte, the shop's pick-up details and the
 * footer of every e-mail to a family (decision 001: demo values until the club fills them in; decision 173: the
 * opening hours). Mails answer to CLUB_EMAIL (configuration), which wins over `email` on the server.
 */
export const club = {
  name: 'CB Llívia',
  fullName: 'Club Bàsquet Llívia',
  address: 'Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)',
  phone: '+34 972 000 000',
  email: 'info@cbllivia.cat',
  web: 'https://www.cbllivia.cat',
  federationUrl: 'https://www.basquetcatala.cat/',
  pavilion: 'Pavelló Fòrum',
  /** When someone of the club is at the pavilion to answer and hand over shop orders. */
  openingHours: 'de dilluns a divendres, de 17.30 a 20.30 h',
} as const;
