import { lazy } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { WhenNear } from '#client/components/ui/when-near.tsx';
import { ContactInfo } from '#client/features/contact/components/contact-info.tsx';
import { MapCard } from '#client/features/contact/components/map-card.tsx';
import { contactMessages } from '#client/features/contact/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

// The form (and zod, react-hook-form: about 45 KB) is its own chunk, fetched once its place nears the screen (on a
// phone it is below the club's details and the map): the club's details show, and the page settles, without the
// validation code (decisions 203, 214).
// In Spanish and French the forms' error texts and zod's messages come with it (decision 196).
const loadForm = withTexts(['forms', 'zod'], () => import('#client/features/contact/components/contact-form.tsx'));
const ContactForm = lazy(async () => ({ default: (await loadForm()).ContactForm }));

export default function ContactRoute() {
  const t = useMessages(contactMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-8">
          <ContactInfo />
          <MapCard />
        </div>
        <WhenNear fallback={<div className="min-h-[40rem] rounded-xl border border-stone-200 bg-white shadow-sm" aria-hidden />}>
          <ContactForm />
        </WhenNear>
      </div>
    </div>
  );
}
