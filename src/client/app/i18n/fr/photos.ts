import type { photosMessages } from '#client/features/photos/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const photos: TranslationOf<typeof photosMessages> = {
  title: 'Galerie photos',
  subtitle: 'Les plus beaux moments du club\u00a0: matchs, entraînements, stages et fêtes',
  filterLabel: 'Filtrer par catégorie',
  all: 'Toutes',
  empty: 'La galerie ne contient encore aucune photo.',
  emptyCategory: 'Aucune photo dans cette catégorie.',
  loading: 'Chargement des photos…',
  error: 'Impossible de charger les photos. Veuillez réessayer plus tard.',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  close: 'Fermer',
  download: 'Télécharger',
  position: 'Photo {n} sur {total}',
  downloadFailed: 'Impossible de télécharger la photo',
  albumsHeading: 'Albums',
  allPhotosHeading: 'Toutes les photos',
  photoCount: { one: '{count} photo', other: '{count} photos' },
  backToAlbums: '← Tous les albums',
  showMore: 'Afficher plus',
  showMoreAlbums: 'Afficher plus d’albums',
  loadingMore: 'Chargement…',
  albumNotFound: 'Cet album n’existe pas ou a été supprimé.',
  emptyAlbum: 'Cet album ne contient encore aucune photo.',
  shownOf: '{shown} photos affichées.',
};
