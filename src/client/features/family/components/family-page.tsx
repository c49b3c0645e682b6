import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { familyRecordsQueryKey, useFamilyRecords } from '#client/api/get-family-records.ts';
import { useSignOutFamily } from '#client/api/sign-out-family.ts';
import { ErrorMessage, LoadingMessage } from '#client/components/ui/status-message.tsx';
import { CampusSection } from '#client/features/family/components/campus-section.tsx';
import { DataRights } from '#client/features/family/components/data-rights.tsx';
import { OrdersSection } from '#client/features/family/components/orders-section.tsx';
import { RegistrationsSection } from '#client/features/family/components/registrations-section.tsx';
import { SignInForm } from '#client/features/family/components/sign-in-form.tsx';
import { WaitlistSection } from '#client/features/family/components/waitlist-section.tsx';
import { familyPageMessages } from '#client/features/family/strings.ts';
import { familyButton } from '#client/features/family/styles.ts';
import { useLinkFromAddress } from '#client/features/family/use-link-from-address.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMessages } from '#client/lib/i18n.ts';

type Notice = { text: string; tone: 'done' | 'error' };

/** The family page's body: the sign-in form, or the family's records and what it can do with them. */
export function FamilyPage() {
  const t = useMessages(familyPageMessages);
  const link = useLinkFromAddress();
  const records = useFamilyRecords();
  const signOut = useSignOutFamily();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // What an action did is said at the top of the page, and the focus goes there (the item acted on may be gone).
  // An action whose item stays (a corrected contact) keeps the focus where it put it; the notice is still announced.
  const focusNotice = useRef(false);
  const say = (text: string, tone: Notice['tone'], moveFocus = true) => {
    focusNotice.current = moveFocus;
    setNotice({ text, tone });
  };
  // After the render that shows the notice (a focus() for the next frame could run before it, when the box is new).
  useEffect(() => {
    if (notice && focusNotice.current) {
      focusNotice.current = false;
      noticeRef.current?.focus();
    }
  }, [notice]);
  const onDone = (text: string, focus: 'notice' | 'keep' = 'notice') => say(text, 'done', focus === 'notice');
  const onError = (error: unknown) => {
    // A session that ended meanwhile: the page asks again and shows the sign-in form.
    if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: familyRecordsQueryKey });
    say((error instanceof ApiError && error.serverMessage) || t.genericError, 'error');
  };

  const noticeBox = notice ? (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md p-4 text-sm font-medium ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
    >
      {notice.text}
    </div>
  ) : null;

  if (link.isPending || records.isPending) return <LoadingMessage>{link.isPending ? t.signingIn : t.loading}</LoadingMessage>;
  if (records.isError) {
    return (
      <div className="space-y-4 text-center">
        <ErrorMessage>{t.loadError}</ErrorMessage>
        <button type="button" className={familyButton.secondary} onClick={() => void records.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  const data = records.data;
  if (!data) {
    const linkError = link.error instanceof ApiError ? link.error.serverMessage : link.error ? t.genericError : undefined;
    return (
      <div className="space-y-6">
        {linkError ? <ErrorMessage>{linkError}</ErrorMessage> : null}
        {notice ? <div className="mx-auto max-w-xl">{noticeBox}</div> : null}
        <SignInForm />
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-3 rounded-xl bg-stone-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="break-all text-sm text-stone-800">{t.signedInAs({ email: data.email })}</p>
        <button
          type="button"
          className={familyButton.secondary}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => say(t.signedOut, 'done') })}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {t.signOut}
        </button>
      </div>
      {noticeBox}
      <OrdersSection orders={data.orders} />
      <CampusSection signUps={data.campusSignUps} onDone={onDone} onError={onError} />
      <WaitlistSection entries={data.waitlist} onDone={onDone} onError={onError} />
      <RegistrationsSection registrations={data.registrations} onDone={onDone} onError={onError} />
      <DataRights erasureRequested={data.erasureRequested} onDone={onDone} onError={onError} />
    </div>
  );
}
