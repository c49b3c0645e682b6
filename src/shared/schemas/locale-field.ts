import { z } from 'zod';
import { locales } from '#shared/locales.ts';

/**
 * The language of the page a family's form was sent from (issue 13 item 1, decision 177), for the e-mails it gets.
 * Optional: without it the server reads the request's Accept-Language, else writes in Catalan (SPEC payloads work).
 * Shared by every public form that e-mails the family: club, school, campus and the shop's checkout. Its own module
 * (decision 200): the season forms' common parts (IBAN, identity documents) would come with it to every other form.
 */
export const localeField = z.enum(locales).optional();
