/** The shop's pick-up notice (SPEC §1, §9), in Catalan; Spanish and French in app/i18n. */
import { messages } from '#client/lib/i18n.ts';

export const pickupMessages = messages('pickup', {
  text: 'Recollida només al Pavelló Fòrum. No fem enviaments: un cop pagada la comanda, us escriurem quan estigui a punt i acordarem la recollida per contacte.',
});
