import { z } from 'zod';
import { type AppError, defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { auditActions } from '#shared/audit.ts';
import { coercedId } from '#shared/schemas/common.ts';

/** The Registre's messages (issue 15 item 4): every refusal of its filters is a Catalan 400. */
export const auditQueryMessages = defineErrors(
  'auditQuery',
  {
    page: 'Pàgina invàlida.',
    actor: 'Persona invàlida.',
    entity: 'Entitat invàlida.',
    action: 'Acció invàlida.',
    entityId: 'Identificador invàlid.',
    from: 'Data «des de» invàlida (AAAA-MM-DD).',
    to: 'Data «fins a» invàlida (AAAA-MM-DD).',
    range: 'La data «fins a» no pot ser anterior a la data «des de».',
  },
  'backOffice',
);

const m = auditQueryMessages;
/** An empty filter in the URL (`?entity=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/admin/audit's query: the page (newest first) and the filters — who (a user id), the entity, the action,
 * the record's id, and the days from/to (both included, Europe/Madrid days).
 */
const auditDay = (error: AppError) => z.string(coded(error)).regex(/^2\d{3}-/, coded(error)).pipe(z.iso.date(coded(error)));

export const auditQuerySchema = z
  .object({
    page: z.coerce.number(coded(m.page)).int(coded(m.page)).min(1, coded(m.page)).max(100_000, coded(m.page)).default(1),
    actor: optional(coercedId(m.actor)),
    entity: optional(z.string(coded(m.entity)).trim().regex(/^[a-z][a-z0-9_]{0,63}$/, coded(m.entity))),
    action: optional(z.enum(auditActions, coded(m.action))),
    entityId: optional(z.string(coded(m.entityId)).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, coded(m.entityId))),
    // A day the database can take: years 2000–2999 (the trail starts in 2026; year 0 made PostgreSQL fail, a 500).
    from: optional(auditDay(m.from)),
    to: optional(auditDay(m.to)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...coded(m.range), path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filters as the Registre's screen keeps them (the page apart). */
export type AuditFilters = Omit<AuditQuery, 'page'>;

/** One entry as the Registre lists it: who (their username then; null for the server's own jobs), what, which fields. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  fields: z.array(z.string()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit/facets: the people and entities the trail holds, for the filters' choices. */
export const auditFacetsSchema = z.object({
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  entities: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

/** The query's URL parameters (defaults and empty filters left out). */
export function auditSearchParams(page: number, filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
