import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { RegistrationView } from '#client/features/registration/components/registration-view.tsx';
import { registrationStrings } from '#client/features/registration/strings.ts';

export default function RegistrationRoute() {
  return (
    <HeadedPage title={registrationStrings.title} subtitle={registrationStrings.subtitle}>
      <RegistrationView />
    </HeadedPage>
  );
}
