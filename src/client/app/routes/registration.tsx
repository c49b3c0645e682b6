import { PageHeader } from '#client/components/ui/page-header.tsx';
import { RegistrationView } from '#client/features/registration/components/registration-view.tsx';
import { registrationStrings } from '#client/features/registration/strings.ts';

export default function RegistrationRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={registrationStrings.title} subtitle={registrationStrings.subtitle} />
      <div className="mt-10">
        <RegistrationView />
      </div>
    </div>
  );
}
