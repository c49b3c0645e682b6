
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
} as const;
