import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { coercedId } from '#shared/schemas/common.ts';
import { contactMessageSchema } from '#shared/schemas/contact.ts';
import { orderInputErrors, orderStatuses } from '#shared/schemas/order.ts';
import { seasonAdminErrors } from '#shared/schemas/season-admin.ts';
import { documentTypes } from '#shared/validation/identity-document.ts';

/** Rows per page of a back-office table (issue 12 item 4: a page stays well under 3,000 DOM nodes). */
export const tablePageSize = 25;

export const tableQueryErrors = defineErrors(
  'tableQuery',
  {
    search: 'Cerca invàlida.',
    searchTooLong: 'La cerca és massa llarga (màxim 100 caràcters).',
    processed: 'Filtre de tramitació invàlid.',
    sort: 'Ordre invàlid.',
    page: 'Pàgina invàlida.',
    campus: 'Campus invàlid.',
    processedFlag: 'Cal indicar si està tramitada (sí o no).',
  },
  'backOffice',
);
const e = tableQueryErrors;

export const processedFilters = ['todo', 'done', 'all'] as const;
export type ProcessedFilter = (typeof processedFilters)[number];
export const tableSorts = ['newest', 'oldest', 'name'] as const;
export type TableSort = (typeof tableSorts)[number];

/**
 * The query of every back-office table (decision 158): a search (name, surname, e-mail, phone, DNI), the processed
 * filter, the sort (newest first by default) and the page. Every refusal is a Catalan 400.
 */
export const tableQuerySchema = z.object({
  q: z.string(coded(e.search)).trim().max(100, coded(e.searchTooLong)).optional(),
  processed: z.enum(processedFilters, coded(e.processed)).default('all'),
  sort: z.enum(tableSorts, coded(e.sort)).default('newest'),
  page: z.coerce.number(coded(e.page)).int(coded(e.page)).min(1, coded(e.page)).max(100_000, coded(e.page)).default(1),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;

/** A registration table's query: the table's own plus one season. */
export const seasonTableQuerySchema = tableQuerySchema.extend({ season: coercedId(seasonAdminErrors.season).optional() });

/** The campus sign-ups' table: the table's own query plus one campus. */
export const campusTableQuerySchema = tableQuerySchema.extend({ campus: coercedId(e.campus).optional() });

/** The orders' table: the table's own query plus one status (no processed mark: the status is the workflow). */
export const orderTableQuerySchema = tableQuerySchema.extend({ status: z.enum(orderStatuses, coded(orderInputErrors.status)).optional() });

/** One page of a table and how many rows match in all. */
export const tablePageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TablePage<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** Who marked a row processed, and when (null: still to do). */
export const processedMarkSchema = z.object({ processedAt: z.string().nullable(), processedBy: z.string().nullable() });
export type ProcessedMark = z.infer<typeof processedMarkSchema>;
export const processedBodySchema = z.object({ processed: z.boolean(coded(e.processedFlag)) });

/** A DNI or IBAN in a list: its last 4 characters only ("•••• 1234"); the detail view shows it whole. */
export function maskTail(value: string | null): string | null {
  if (value === null) return null;
  const compact = value.replace(/\s+/g, '');
  return compact === '' ? '' : `•••• ${compact.slice(-4)}`;
}

/** A club or school registration as its table lists it. */
export const registrationRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  guardian: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The player's identity document: its type and its number masked ('' when the player has none). */
  documentType: z.enum(documentTypes),
  dni: z.string(),
  iban: z.string(),
  sepaAuthorization: z.boolean(),
  ...processedMarkSchema.shape,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

/** A table's query as URL parameters (defaults left out); `extra` adds the table's own filters (season, campus…). */
export function tableSearchParams(query: TableQuery, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.processed !== 'all') params.set('processed', query.processed);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/counts: what is left to do, by the slug of the tab whose badge shows it. */
export const adminCountsSchema = z.object({
  'inscr-club': z.number().int(),
  'inscr-escoles': z.number().int(),
  'inscr-campus': z.number().int(),
  missatges: z.number().int(),
  comandes: z.number().int(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

/** A contact message in the inbox's table: the whole message (no DNI or IBAN in it) and its processed mark. */
export const messageRowSchema = contactMessageSchema.extend(processedMarkSchema.shape);
export type MessageRow = z.infer<typeof messageRowSchema>;
/** The inbox's page also says how many messages are unread in all. */
export const messagePageSchema = tablePageSchema(messageRowSchema).extend({ unread: z.number().int() });
export type MessagePage = TablePage<MessageRow> & { unread: number };
