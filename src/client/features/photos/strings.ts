/** Texts of the photo gallery (Catalan; Spanish and French in app/i18n). */
import { count, messages, params } from '#client/lib/i18n.ts';
import { photoCategoryLabels } from '#shared/photo-categories.ts';

export const photosMessages = messages('photos', {
  title: 'Galeria de Fotos',
  subtitle: 'Els millors moments del club: partits, entrenaments, campus i celebracions',
  filterLabel: 'Filtra per categoria',
  all: 'Totes',
  empty: 'Encara no hi ha fotos a la galeria.',
  emptyCategory: 'No hi ha fotos en aquesta categoria.',
  loading: 'Carregant les fotos…',
  error: "No s'han pogut carregar les fotos. Torna-ho a provar més tard.",
  previous: 'Foto anterior',
  next: 'Foto següent',
  close: 'Tancar',
  download: 'Descarregar',
  position: params('Foto {n} de {total}'),
  downloadFailed: "No s'ha pogut descarregar la foto",
  // Albums (issue 12 item 3)
  albumsHeading: 'Àlbums',
  allPhotosHeading: 'Totes les fotos',
  photoCount: count({ one: '{count} foto', other: '{count} fotos' }),
  backToAlbums: '← Tots els àlbums',
  showMore: "Mostra'n més",
  showMoreAlbums: "Mostra'n més àlbums",
  loadingMore: 'Carregant…',
  albumNotFound: "Aquest àlbum no existeix o s'ha esborrat.",
  emptyAlbum: 'Aquest àlbum encara no té fotos.',
  shownOf: params('Es mostren {shown} fotos.'),
});

/** The photo categories as visitors read them, by category value (SPEC §5/§9's Catalan labels are the base). */
export const photoCategoryMessages = messages('photoCategories', photoCategoryLabels);
