import type { FastifyInstance } from 'fastify';
import { addAdmin, loginAs } from './admin.ts';
import { dniLetterFor } from '#shared/validation/dni.ts';
import { testToday as today, yearsBefore } from './clock.ts';

/** Helpers of the campus and registration tests: valid data a family would send, and an admin session. */

export const dni = (n: number) => `${String(n).padStart(8, '0')}${dniLetterFor(n)}`;
export const validIban = 'ES91 2100 0418 4502 0005 1332';

// Dates come from the test clock (decision 195); re-exported here for the files that import them from this module.
export { addDays, yearsBefore } from './clock.ts';
/** The test clock's today in Madrid (it was the UTC date before: a day off between midnight and 1–2 a.m.). */
export { testToday as today } from './clock.ts';

export function clubBody(overrides: Record<string, unknown> = {}) {
  return {
    playerName: 'Martina Puig Soler',
    playerDni: dni(12345678),
    healthCardNumber: 'PUSO 0 123456 78 9',
    birthDate: yearsBefore(today(), 12),
    shirtSize: 'M',
    pantsSize: 'S',
    shoeSize: '37',
    guardianName: 'Anna Soler Vila',
    guardianPhone: '600 123 456',
    guardianEmail: 'anna.soler@example.com',
    accountHolderName: 'Anna Soler Vila',
    iban: validIban,
    sepaAuthorization: true,
    privacyAuthorization: true,
    imageRightsAuthorization: false,
    ...overrides,
  };
}

export function schoolBody(overrides: Record<string, unknown> = {}) {
  return {
    playerName: 'Biel',
    playerSurname: 'Casals Roca',
    birthDate: yearsBefore(today(), 8),
    playerDni: dni(48000001),
    courseAndSchool: '3r de primària, Escola Llívia',
    fullAddress: 'Carrer Major 1, 17527 Llívia',
    healthCardNumber: 'CARO 1 234567 89 0',
    allergiesOrIllnesses: 'Al·lèrgia a la nou',
    guardianName: 'Jordi',
    guardianSurname: 'Casals Puig',
    guardianDni: dni(39000002),
    guardianMobilePhone: '+33 6 12 34 56 78',
    guardianHomePhone: '972 89 60 00',
    guardianEmail: 'jordi.casals@example.com',
    guardianAddress: '',
    medicalEmergencyConsent: true,
    authorizedPersonName: 'Maria Roca',
    authorizedPersonDni: 'X1234567L',
    authorizedPersonPhone: '611 22 33 44',
    medicationAdministrationConsent: true,
    medicationDetails: 'Antihistamínic si cal',
    accountHolderName: 'Jordi Casals Puig',
    iban: 'FR14 2004 1010 0505 0001 3M02 606',
    sepaAuthorization: false,
    privacyAuthorization: true,
    imageRightsAuthorization: true,
    ...overrides,
  };
}

export type AdminAuth = { headers: Record<string, string> };

/** Creates an admin and logs in: the headers (cookie, origin, CSRF token) an admin request carries. */
export async function loginAsAdmin(app: FastifyInstance): Promise<AdminAuth> {
  await addAdmin(app.db, 'admin', 'contrasenya-de-proves');
  const session = await loginAs(app, 'admin', 'contrasenya-de-proves');
  return { headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: 'http://localhost:80', host: 'localhost:80' } };
}
