import { LoginForm } from '#client/features/admin/auth/login-form.tsx';

/** /admin/login (SPEC §2). */
export default function AdminLoginRoute() {
  return <LoginForm />;
}
