import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { ContactInfo } from '#client/features/contact/components/contact-info.tsx';
import { MapCard } from '#client/features/contact/components/map-card.tsx';
import { contactMessages } from '#client/features/contact/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

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
        <ContactForm />
      </div>
    </div>
  );
}
