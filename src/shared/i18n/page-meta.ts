/**
 * The pages' titles and descriptions in Spanish and French (issue 13 item 1), next to the Catalan ones of
 * routes.ts: the server puts them in each page's HTML, the client's /es and /fr bundles use them on navigation
 * (a Catalan visitor's bundle does not import this file). Also the words of an item's preview (share-meta.ts).
 */
import type { Locale } from '#shared/locales.ts';
import { paths, siteName } from '#shared/routes.ts';

type Meta = { title: string; description: string };
type Translated = Exclude<Locale, 'ca'>;

export const pageMetaTranslations: Record<Translated, Record<string, Meta>> = {
  es: {
    [paths.home]: {
      title: `${siteName} · Pasión por el baloncesto en la Cerdaña`,
      description: 'Club de baloncesto de la Cerdaña: equipos, partidos, campus, tienda e inscripciones.',
    },
    [paths.history]: {
      title: `Historia · ${siteName}`,
      description: 'La historia del club desde su fundación en 1990 hasta hoy.',
    },
    [paths.teams]: {
      title: `Equipos · ${siteName}`,
      description: 'Conoce todos los equipos que forman parte de nuestro club.',
    },
    [paths.matches]: {
      title: `Partidos · ${siteName}`,
      description: 'Calendario y resultados de los partidos de los equipos del club.',
    },
    [paths.shop]: {
      title: `Tienda · ${siteName}`,
      description: 'Ropa y material oficial del club. Recogida en el Pavelló Fòrum.',
    },
    [paths.campus]: {
      title: `Campus · ${siteName}`,
      description: 'Campus de baloncesto en vacaciones para niños y niñas en la Cerdaña.',
    },
    [paths.photos]: {
      title: `Fotos · ${siteName}`,
      description: 'Galería de fotos de partidos, entrenamientos, campus y celebraciones.',
    },
    [paths.registration]: {
      title: `Inscríbete · ${siteName}`,
      description: 'Inscripciones al club y a las escuelas de baloncesto para la temporada abierta.',
    },
    [paths.contact]: {
      title: `Contacto · ${siteName}`,
      description: 'Contacta con el club: dirección, teléfono, correo y formulario de contacto.',
    },
    [paths.privacy]: {
      title: `Política de privacidad · ${siteName}`,
      description: 'Cómo trata el club los datos de las familias y de los jugadores y jugadoras: finalidades, derechos, conservación y cookies.',
    },
    [paths.checkout]: {
      title: `Finalizar la compra · ${siteName}`,
      description: 'Resumen del pedido y pago.',
    },
    [paths.waitlist]: {
      title: `Lista de espera · ${siteName}`,
      description: 'Tu lugar en la lista de espera de un campus: aceptar una oferta o salir de la lista.',
    },
    [paths.family]: {
      title: `Mis inscripciones · ${siteName}`,
      description: 'Consulta, corrige, descarga o borra tus pedidos e inscripciones.',
    },
  },
  fr: {
    [paths.home]: {
      title: `${siteName} · La passion du basket en Cerdagne`,
      description: 'Club de basket de Cerdagne : équipes, matchs, stages, boutique et inscriptions.',
    },
    [paths.history]: {
      title: `Histoire · ${siteName}`,
      description: 'L’histoire du club, de sa fondation en 1990 à aujourd’hui.',
    },
    [paths.teams]: {
      title: `Équipes · ${siteName}`,
      description: 'Découvrez toutes les équipes de notre club.',
    },
    [paths.matches]: {
      title: `Matchs · ${siteName}`,
      description: 'Calendrier et résultats des matchs des équipes du club.',
    },
    [paths.shop]: {
      title: `Boutique · ${siteName}`,
      description: 'Vêtements et équipement officiels du club. Retrait au Pavelló Fòrum.',
    },
    [paths.campus]: {
      title: `Stages · ${siteName}`,
      description: 'Stages de basket pendant les vacances pour les filles et les garçons, en Cerdagne.',
    },
    [paths.photos]: {
      title: `Photos · ${siteName}`,
      description: 'Galerie de photos des matchs, des entraînements, des stages et des fêtes du club.',
    },
    [paths.registration]: {
      title: `Inscription · ${siteName}`,
      description: 'Inscriptions au club et à l’école de basket pour la saison en cours.',
    },
    [paths.contact]: {
      title: `Contact · ${siteName}`,
      description: 'Contactez le club : adresse, téléphone, e-mail et formulaire de contact.',
    },
    [paths.privacy]: {
      title: `Politique de confidentialité · ${siteName}`,
      description: 'Comment le club traite les données des familles, des joueurs et des joueuses : finalités, droits, conservation et cookies.',
    },
    [paths.checkout]: {
      title: `Finaliser l’achat · ${siteName}`,
      description: 'Récapitulatif de la commande et paiement.',
    },
    [paths.waitlist]: {
      title: `Liste d’attente · ${siteName}`,
      description: 'Votre place sur la liste d’attente d’un stage : accepter une offre ou quitter la liste.',
    },
    [paths.family]: {
      title: `Mes inscriptions · ${siteName}`,
      description: 'Consultez, corrigez, téléchargez ou effacez vos commandes et inscriptions.',
    },
  },
};

/** A page's title and description in `locale`, or undefined for a path that is no translated page. */
export function localizedPageMeta(route: string, locale: Locale, catalan: Meta): Meta {
  return locale === 'ca' ? catalan : (pageMetaTranslations[locale][route] ?? catalan);
}

/** The words of an item's preview (team, campus, product) in each language. */
export const previewWords: Record<Locale, { dates: (start: string, end: string) => string; ages: (min: number, max: number) => string; coach: string }> = {
  ca: { dates: (s, e) => `Del ${s} al ${e}`, ages: (a, b) => `De ${a} a ${b} anys`, coach: 'Entrenador' },
  es: { dates: (s, e) => `Del ${s} al ${e}`, ages: (a, b) => `De ${a} a ${b} años`, coach: 'Entrenador' },
  fr: { dates: (s, e) => `Du ${s} au ${e}`, ages: (a, b) => `De ${a} à ${b} ans`, coach: 'Entraîneur' },
};
