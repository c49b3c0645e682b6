import { useRef, useState } from 'react';
import { ContactForm } from '#client/features/family/components/contact-form.tsx';
import { Detail, RecordsSection } from '#client/features/family/components/records-section.tsx';
import { familyRecordsMessages } from '#client/features/family/records-strings.ts';
import { cardClass, familyButton, itemHeadingClass } from '#client/features/family/styles.ts';
import { useMessages } from '#client/lib/i18n.ts';
import type { FamilyRecords } from '#shared/schemas/family.ts';

type Registration = FamilyRecords['registrations'][number];
type Props = { registrations: Registration[]; onDone: (message: string, focus: 'keep') => void; onError: (error: unknown) => void };

/** "Inscripcions al club i a l'escola": the player, season and contact, the numbers masked; phone and e-mail correctable. */
export function RegistrationsSection({ registrations, onDone, onError }: Props) {
  const t = useMessages(familyRecordsMessages);
  const [editing, setEditing] = useState<string | null>(null);
  // The button whose form just closed: it takes the focus back as it mounts again (its ref below), whenever React
  // commits that render. A focus() scheduled for the next frame could run first, on the button the form had replaced.
  const refocus = useRef<string | null>(null);

  const close = (key: string) => {
    refocus.current = key;
    setEditing(null);
  };

  return (
    <RecordsSection title={t.registrationsHeading} empty={t.registrationsEmpty} count={registrations.length}>
      {registrations.map((r) => {
        const key = `${r.kind}-${r.id}`;
        return (
          <li key={key} className={cardClass}>
            <h3 className={itemHeadingClass}>{r.playerName}</h3>
            <p className="text-sm text-stone-700">{r.kind === 'club' ? t.kindClub({ season: r.season }) : t.kindSchool({ season: r.season })}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <Detail label={t.phone}>{r.phone}</Detail>
              <Detail label={t.email}>{r.email}</Detail>
              {r.documentMasked ? <Detail label={t.document}>{r.documentMasked}</Detail> : null}
              {r.ibanMasked ? <Detail label={t.iban}>{r.ibanMasked}</Detail> : null}
            </dl>
            {editing === key ? (
              <ContactForm registration={r} onClose={() => close(key)} onDone={onDone} onError={onError} />
            ) : (
              <button
                type="button"
                ref={(el) => {
                  if (el && refocus.current === key) {
                    refocus.current = null;
                    el.focus();
                  }
                }}
                className={`${familyButton.secondary} mt-4`}
                aria-label={t.correctLabel({ name: r.playerName })}
                onClick={() => setEditing(key)}
              >
                {t.correct}
              </button>
            )}
          </li>
        );
      })}
    </RecordsSection>
  );
}
