/**
 * The pages' titles and descriptions in Spanish (page-meta.ts gathers the languages for the server): its own module,
 * so the client's /es bundle carries this language's only (decision 200).
 */
import type { PageMetaText } from '#shared/i18n/page-meta.ts';
import { paths, type PublicPagePath, siteName } from '#shared/routes.ts';

/** Every public page's title and description: the type asks for a new page's (routes.ts's PublicPagePath). */
export const pageMetaEs: Record<PublicPagePath, PageMetaText> = {
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
};
