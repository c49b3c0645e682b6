import { LoginForm } from '#client/features/admin/components/login-form.tsx';

/** /admin/login (SPEC §2). */
export default function AdminLoginRoute() {
  return <LoginForm />;
}
