import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { RegistrationView } from '#client/features/registration/components/registration-view.tsx';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export default function RegistrationRoute() {
  const s = useMessages(registrationMessages);
  return (
    <HeadedPage title={s.title} subtitle={s.subtitle}>
      <RegistrationView />
    </HeadedPage>
  );
}
