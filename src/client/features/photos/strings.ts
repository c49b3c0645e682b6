
/** Texts of the photo gallery. */
export const photosStrings = {
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
  position: (n: number, total: number) => `Foto ${n} de ${total}`,
  downloadFailed: "No s'ha pogut descarregar la foto",
  // Albums (issue 12 item 3)
  albumsHeading: 'Àlbums',
  allPhotosHeading: 'Totes les fotos',
  photoCount: (n: number) => (n === 1 ? '1 foto' : `${n} fotos`),
  backToAlbums: '← Tots els àlbums',
  showMore: "Mostra'n més",
  showMoreAlbums: "Mostra'n més àlbums",
  loadingMore: 'Carregant…',
  albumNotFound: "Aquest àlbum no existeix o s'ha esborrat.",
  emptyAlbum: 'Aquest àlbum encara no té fotos.',
  shownOf: (shown: number) => `Es mostren ${shown} fotos.`,
} as const;
