import { type QueuedMail, signInLinkRef } from '#server/mail/queue.ts';
import { type Role, roleLabels, secondFactorRequired } from '#shared/permissions.ts';
import { paths } from '#shared/routes.ts';
import { accountLinkLimits } from '#server/features/users/links.ts';

/**
 * The link a volunteer opens: the token travels in the address's fragment, which browsers never send to a server or
 * in a Referer, and the page drops it from the address bar at once.
 */
export const accountLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${paths.adminSetPassword}#${token}`;

const hours = accountLinkLimits.validHours;

/** For a role that requires the second factor: the link enrols the phone together with the password (decision 190). */
const secondFactorLine =
  'Tingueu el mòbil a mà: el vostre rol requereix la verificació en dos passos, i en el mateix pas hi afegireu el compte en una aplicació d’autenticació.';

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
      ...(secondFactorRequired[invite.role] ? [secondFactorLine, ''] : []),
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

/**
 * The way back after an admin reset the account's two-factor sign-in (a lost phone, decision 190): the account is
 * closed until this link sets a new password and enrols the new phone.
 */
export function secondFactorResetMail(to: string, link: string, account: { username: string; role: Role }): QueuedMail {
  return {
    to,
    ref: signInLinkRef,
    subject: 'Verificació en dos passos restablerta a l’administració del web del CB Llívia',
    text: [
      'Hola,',
      '',
      `Hem restablert la verificació en dos passos del compte «${account.username}»: les sessions obertes s’han tancat, i la contrasenya, els codis de recuperació i l’aplicació d’abans ja no serveixen.`,
      secondFactorRequired[account.role]
        ? 'Per tornar a entrar, obriu aquest enllaç amb el mòbil nou a mà: hi triareu una contrasenya nova i hi afegireu el compte a l’aplicació d’autenticació.'
        : 'Per tornar a entrar, obriu aquest enllaç i trieu-hi una contrasenya nova. Després, si voleu, podeu tornar a activar la verificació en dos passos des d’El meu compte.',
      link,
      '',
      `L’enllaç val ${hours} hores i només es pot fer servir una vegada.`,
      'Si no ho heu demanat, aviseu de seguida qui administra el web del club.',
      '',
      'CB Llívia',
    ].join('\n'),
  };
}
