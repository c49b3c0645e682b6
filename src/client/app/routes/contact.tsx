import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { ContactInfo } from '#client/features/contact/components/contact-info.tsx';
import { MapCard } from '#client/features/contact/components/map-card.tsx';
import { contactStrings } from '#client/features/contact/strings.ts';

export default function ContactRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={contactStrings.title} subtitle={contactStrings.subtitle} />
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
