import { useLeaveFamilyWaitlist } from '#client/api/leave-family-waitlist.ts';
import { ConfirmButton } from '#client/features/family/components/confirm-button.tsx';
import { RecordsSection } from '#client/features/family/components/records-section.tsx';
import { familyRecordsMessages } from '#client/features/family/records-strings.ts';
import { cardClass, familyButton, itemHeadingClass } from '#client/features/family/styles.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDateTime } from '#shared/dates.ts';
import type { FamilyRecords } from '#shared/schemas/family.ts';

type Entry = FamilyRecords['waitlist'][number];
type Props = { entries: Entry[]; onDone: (message: string) => void; onError: (error: unknown) => void };

/**
 * "Llista d'espera": each entry's children and where it is (its place, or the offer and until when), and "Sortir de
 * la llista" behind a confirmation (a standing offer's place goes to the next family; the mail's leave link does the
 * same).
 */
export function WaitlistSection({ entries, onDone, onError }: Props) {
  const t = useMessages(familyRecordsMessages);
  const leave = useLeaveFamilyWaitlist();

  const state = (entry: Entry) => {
    if (entry.status === 'offered' && entry.offerExpiresAt) return t.waitlistOffered({ date: formatDateTime(entry.offerExpiresAt, pageLocale) });
    if (entry.status === 'waiting') return entry.position ? t.position({ position: String(entry.position) }) : t.waitlistWaiting;
    return t.waitlistEnded;
  };

  return (
    <RecordsSection title={t.waitlistHeading} empty={t.waitlistEmpty} count={entries.length}>
      {entries.map((entry) => {
        const children = entry.children.map((c) => `${c.childName} ${c.childSurname}`).join(', ');
        const live = entry.status === 'waiting' || entry.status === 'offered';
        return (
          <li key={entry.id} className={cardClass}>
            <h3 className={itemHeadingClass}>{entry.campusName}</h3>
            <p className="mt-1 text-sm text-stone-800">{children}</p>
            <p className="mt-2 text-sm font-medium text-stone-900">{state(entry)}</p>
            {live ? (
              <div className="mt-4 flex sm:justify-end">
                <ConfirmButton
                  className={familyButton.danger}
                  label={t.leaveLabel({ campus: entry.campusName })}
                  disabled={leave.isPending}
                  title={t.leaveTitle}
                  description={
                    <>
                      <p>{t.leaveText({ children, campus: entry.campusName })}</p>
                      {entry.status === 'offered' ? <p className="font-medium text-stone-900">{t.leaveOfferText}</p> : null}
                    </>
                  }
                  confirmLabel={t.leaveConfirm}
                  cancelLabel={t.stay}
                  onConfirm={() => leave.mutate(entry.id, { onSuccess: () => onDone(t.left), onError })}
                >
                  {t.leave}
                </ConfirmButton>
              </div>
            ) : null}
          </li>
        );
      })}
    </RecordsSection>
  );
}
