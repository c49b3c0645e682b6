import { useCancelFamilyCampusSignUp } from '#client/api/cancel-family-campus-sign-up.ts';
import { ConfirmButton } from '#client/features/family/components/confirm-button.tsx';
import { Detail, RecordsSection } from '#client/features/family/components/records-section.tsx';
import { familyRecordsMessages } from '#client/features/family/records-strings.ts';
import { cardClass, familyButton, itemHeadingClass } from '#client/features/family/styles.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import { formatEuros, toCents } from '#shared/money.ts';
import { type FamilyRecords, familyMessages } from '#shared/schemas/family.ts';

type SignUp = FamilyRecords['campusSignUps'][number];
type Props = { signUps: SignUp[]; onDone: (message: string) => void; onError: (error: unknown) => void };

/**
 * "Campus": each sign-up's child, campus, start and amount paid; "Anul·lar la inscripció" until its deadline (the
 * dialog says whether the payment comes back), after it the day the deadline ended.
 */
export function CampusSection({ signUps, onDone, onError }: Props) {
  const t = useMessages(familyRecordsMessages);
  const cancel = useCancelFamilyCampusSignUp();

  const onCancel = (signUp: SignUp) =>
    cancel.mutate(signUp.id, {
      // The server says which of the two happened; the page says it in its language.
      onSuccess: ({ message }) => onDone(message === familyMessages.cancelledRefunded ? t.cancelledRefunded : t.cancelled),
      onError,
    });

  return (
    <RecordsSection title={t.campusHeading} empty={t.campusEmpty} count={signUps.length}>
      {signUps.map((signUp) => {
        const child = `${signUp.childName} ${signUp.childSurname}`;
        const paidCents = toCents(signUp.amountPaid);
        const refundCents = toCents(signUp.refundAmount);
        const until = formatDate(signUp.cancelUntil, pageLocale);
        return (
          <li key={signUp.id} className={cardClass}>
            <h3 className={itemHeadingClass}>{signUp.campusName}</h3>
            <dl className="mt-2 space-y-1 text-sm">
              <Detail label={t.child}>{child}</Detail>
              <Detail label={t.starts}>{formatDate(signUp.startDate, pageLocale)}</Detail>
              <Detail label={t.paid}>{paidCents > 0 ? formatEuros(paidCents, pageLocale) : t.free}</Detail>
            </dl>
            {signUp.cancellable ? (
              <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-stone-700">{t.cancelUntil({ date: until })}</p>
                <ConfirmButton
                  className={familyButton.danger}
                  label={t.cancelSignUpLabel({ child, campus: signUp.campusName })}
                  disabled={cancel.isPending}
                  title={t.cancelTitle}
                  description={
                    <>
                      <p>{t.cancelText({ child, campus: signUp.campusName })}</p>
                      {signUp.cancelsWith.length > 0 ? (
                        <p className="font-medium text-stone-900">{t.cancelTogether({ names: signUp.cancelsWith.join(', ') })}</p>
                      ) : null}
                      <p className="font-medium text-stone-900">
                        {refundCents > 0 ? t.cancelRefund({ amount: formatEuros(refundCents, pageLocale) }) : t.cancelNoRefund}
                      </p>
                    </>
                  }
                  confirmLabel={t.cancelConfirm}
                  cancelLabel={t.keep}
                  onConfirm={() => onCancel(signUp)}
                >
                  {t.cancelSignUp}
                </ConfirmButton>
              </div>
            ) : (
              <p className="mt-4 text-sm text-stone-700">{t.cancelEnded({ date: until })}</p>
            )}
          </li>
        );
      })}
    </RecordsSection>
  );
}
