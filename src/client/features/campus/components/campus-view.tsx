import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { useCampus } from '#client/api/get-campus.ts';
import { CampusCard } from '#client/features/campus/components/campus-card.tsx';
import { usePaymentReturn } from '#client/features/campus/use-payment-return.ts';
import { campusMessages } from '#client/features/campus/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { useItemRoute, useItemTitle } from '#client/lib/item-route.ts';
import { todayInMadrid } from '#shared/dates.ts';
import type { Campus } from '#shared/schemas/campus.ts';
import type { SignUpStart } from '#client/features/campus/components/sign-up-dialog.tsx';

/** Which dialog a campus's address opens: its sign-up, or (full) its waiting list; a sign-up may start with typed details. */
type Mode = { kind: 'signUp' | 'waitlist'; start?: SignUpStart };

// On a Spanish or French page the forms' error texts and the payment form's come with the dialogs (decision 200).
const SignUpDialog = lazy(withTexts(['forms', 'zod', 'payment'], () => import('#client/features/campus/components/sign-up-dialog.tsx')));
const WaitlistDialog = lazy(withTexts(['forms', 'zod'], () => import('#client/features/campus/components/waitlist-dialog.tsx')));

function Skeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[32rem] animate-pulse rounded-2xl bg-stone-200" />
      ))}
    </div>
  );
}

/**
 * The active campuses as cards; 'Inscriure's' opens the sign-up modal, a full campus's "Apunta'm a la llista
 * d'espera" its waiting list's (lazy chunks).
 */
export function CampusView() {
  const s = useMessages(campusMessages);
  const campus = useCampus();
  const [selected, setSelected] = useState<Campus | undefined>();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>({ kind: 'signUp' });
  usePaymentReturn();
  // The campus the address names (/campus/<id>-<name>, decision 174) opens its sign-up, a full one its waiting
  // list; an ended one is only brought into view.
  // Decided when the address changes, not when the list refreshes: a family taking the last place keeps its dialog.
  const link = useItemRoute('campus');
  const decidedFor = useRef<number | undefined | null>(null);
  useItemTitle(campus.data?.find((c) => c.id === link.id)?.name);
  useEffect(() => {
    if (!campus.data || decidedFor.current === link.id) return;
    decidedFor.current = link.id;
    const linked = campus.data.find((c) => c.id === link.id);
    const canOpen = linked !== undefined && linked.endDate >= todayInMadrid();
    if (linked && canOpen) {
      setSelected(linked);
      setMode(linked.placesLeft > 0 ? { kind: 'signUp' } : { kind: 'waitlist' });
    } else if (linked) document.getElementById(`campus-${linked.id}`)?.scrollIntoView({ block: 'center' });
    setOpen(canOpen);
  }, [link.id, campus.data]);

  if (campus.isPending) return <Skeletons label={s.loading} />;
  if (campus.error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-800">{s.loadError}</p>
        <button type="button" onClick={() => void campus.refetch()} className="mt-3 font-semibold text-red-900 underline">
          {s.retry}
        </button>
      </div>
    );
  }
  if (campus.data.length === 0) {
    return <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-700">{s.empty}</p>;
  }
  return (
    <>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {campus.data.map((c, i) => (
          <li key={c.id} className="flex">
            <CampusCard
              campus={c}
              eager={i < 3}
              priority={i === 0}
              onSignUp={(chosen) => link.open(chosen)}
              onWaitlist={(chosen) => link.open(chosen)}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          {mode.kind === 'waitlist' ? (
            <WaitlistDialog
              key={`waitlist-${selected.id}`}
              campus={selected}
              open={open}
              onOpenChange={(next) => {
                if (!next) link.close();
              }}
              start={mode.start}
              onSignUpInstead={(start) => setMode({ kind: 'signUp', start })}
            />
          ) : (
            <SignUpDialog
              key={selected.id}
              campus={selected}
              open={open}
              start={mode.start}
              onFull={(start) => setMode({ kind: 'waitlist', start })}
              onOpenChange={(next) => {
                if (!next) link.close();
              }}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
