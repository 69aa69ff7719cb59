import { Link } from "react-router";

/**
 * The 404 page's content: under the site's last route (src/site/pages/block-page.tsx, which
 * answers 404 when no stored page has the path) and wherever a record is missing.
 */
export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-ink sm:text-5xl">Page not found</h1>
      <p className="mt-5 text-lg text-slate-600">
        The page you are looking for has moved or never existed. Try one of these instead:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            to="/"
            className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Home
          </Link>
        </li>
        <li>
          <Link
            to="/services"
            className="inline-block rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Our services
          </Link>
        </li>
        <li>
          <Link
            to="/contact"
            className="inline-block rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Contact us
          </Link>
        </li>
      </ul>
    </section>
  );
}
