import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold">This page does not exist</h1>
      <p className="mt-2 text-sm text-slate-600">The address may be mistyped, or the item was deleted.</p>
      <Link to="/" className="mt-6 inline-block text-sm font-medium text-indigo-700 underline">
        Back to the overview
      </Link>
    </div>
  );
}
