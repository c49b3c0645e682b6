import { Link } from 'wouter';

/** The one English page (SPEC §1): any unknown path. The server answers it with HTTP 404. */
export default function NotFoundRoute() {
  return (
    <div lang="en" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Page Not Found</h1>
      <p className="mt-3 text-stone-600">The page you are looking for does not exist or has been moved.</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to home
      </Link>
    </div>
  );
}
