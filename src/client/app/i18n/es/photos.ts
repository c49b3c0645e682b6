import type { photosMessages } from '#client/features/photos/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const photos: TranslationOf<typeof photosMessages> = {
  title: 'Galería de fotos',
  subtitle: 'Los mejores momentos del club: partidos, entrenamientos, campus y celebraciones',
  filterLabel: 'Filtra por categoría',
  all: 'Todas',
  empty: 'Todavía no hay fotos en la galería.',
  emptyCategory: 'No hay fotos en esta categoría.',
  loading: 'Cargando las fotos…',
  error: 'No se han podido cargar las fotos. Vuelve a intentarlo más tarde.',
  previous: 'Foto anterior',
  next: 'Foto siguiente',
  close: 'Cerrar',
  download: 'Descargar',
  position: 'Foto {n} de {total}',
  downloadFailed: 'No se ha podido descargar la foto',
  albumsHeading: 'Álbumes',
  allPhotosHeading: 'Todas las fotos',
  photoCount: { one: '{count} foto', other: '{count} fotos' },
  backToAlbums: '← Todos los álbumes',
  showMore: 'Mostrar más',
  showMoreAlbums: 'Mostrar más álbumes',
  loadingMore: 'Cargando…',
  albumNotFound: 'Este álbum no existe o se ha borrado.',
  emptyAlbum: 'Este álbum todavía no tiene fotos.',
  shownOf: 'Se muestran {shown} fotos.',
};
