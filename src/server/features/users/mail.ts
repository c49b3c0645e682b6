import { type QueuedMail, signInLinkRef } from '#server/mail/queue.ts';
import { type Role, roleLabels } from '#shared/permissions.ts';
import { paths } from '#shared/routes.ts';
import { accountLinkLimits } from '#server/features/users/links.ts';

/**
 * The link a volunteer opens: the token travels in the address's fragment, which browsers never send to a server or
 * in a Referer, and the page drops it from the address bar at once.
 */
export const accountLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${paths.adminSetPassword}#${token}`;

const hours = accountLinkLimits.validHours;

/** The invitation: who invited them, the username and role waiting for them, the link. */
export function invitationMail(to: string, link: string, invite: { username: string; role: Role; invitedBy: string }): QueuedMail {
  return {
    to,
    ref: signInLinkRef,
    subject: 'Invitació a l’administració del web del CB Llívia',
    text: [
      'Hola,',
      '',
      `${invite.invitedBy} us convida a col·laborar en l’administració del web del CB Llívia amb el rol «${roleLabels[invite.role]}».`,
      `El vostre nom d’usuari serà: ${invite.username}`,
      '',
      'Per triar la vostra contrasenya i activar el compte, obriu aquest enllaç:',
      link,
      '',
      `L’enllaç és personal, val ${hours} hores i només es pot fer servir una vegada.`,
      'Si no esperàveu aquesta invitació, podeu ignorar aquest missatge.',
      '',
      'CB Llívia',
    ].join('\n'),
  };
}

/** A password link an admin made for an existing account. */
export function resetLinkMail(to: string, link: string, username: string): QueuedMail {
  return {
    to,
    ref: signInLinkRef,
    subject: 'Canvi de contrasenya de l’administració del web del CB Llívia',
    text: [
      'Hola,',
      '',
      `Per triar una contrasenya nova per al compte «${username}», obriu aquest enllaç:`,
      link,
      '',
      `L’enllaç val ${hours} hores i només es pot fer servir una vegada. Quan la canvieu, es tancaran totes les sessions obertes del compte.`,
      'Si no ho heu demanat, aviseu qui administra el web del club.',
      '',
      'CB Llívia',
    ].join('\n'),
  };
}
