import type { Membership } from '#shared/schemas/club-members.ts';
import { type CsvColumn, csvDateTime } from '#server/features/back-office/csv.ts';

const euros = (amount: string | null) => (amount ? amount.replace('.', ',') : '');

/** "Soci verificat" in the campus sign-ups export (issue 10 item 4): what the admin sees as the row's badge. */
export function membershipLabel(m: Membership): string {
  if (m.status === 'not_claimed') return '';
  if (m.review === 'claim_difference') return 'Cal reclamar la diferència';
  if (m.review === 'verified') return `Verificat a mà${m.reviewedAt ? ` ${csvDateTime(m.reviewedAt)}` : ''}`;
  return m.status === 'confirmed' ? 'Soci confirmat' : 'Soci no trobat a la llista';
}

export const membershipCsvColumns: CsvColumn<{ membership: Membership }>[] = [
  { header: 'Verificació de soci', value: (r) => membershipLabel(r.membership) },
  {
    header: 'Diferència a reclamar (€)',
    value: (r) => (r.membership.status === 'not_found' && r.membership.review !== 'verified' ? euros(r.membership.difference) : ''),
  },
];
