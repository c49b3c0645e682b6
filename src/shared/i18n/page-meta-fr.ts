/**
 * The pages' titles and descriptions in French (page-meta.ts gathers the languages for the server): its own module,
 * so the client's /fr bundle carries this language's only (decision 200).
 */
import type { PageMetaText } from '#shared/i18n/page-meta.ts';
import { paths, type PublicPagePath, siteName } from '#shared/routes.ts';

/** Every public page's title and description: the type asks for a new page's (routes.ts's PublicPagePath). */
export const pageMetaFr: Record<PublicPagePath, PageMetaText> = {
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
};
