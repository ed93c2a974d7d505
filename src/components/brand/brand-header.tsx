import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brandQueries } from '../../api/brand.ts';
import { ACCENT_VAR, readableAccent } from './accent.ts';

/**
 * The agency's brand above a client-facing report: its logo and name, and the client's logo beside them. It puts
 * the accent on the page as `--brand-accent` (headings, rules and the button read it) and names the window after
 * the agency, so nothing a client sees says the product's name once a brand is set. Until a brand is set it draws
 * nothing.
 */
export function BrandHeader({ siteId }: { siteId: number }) {
  const brand = useQuery(brandQueries.brand()).data;
  const client = useQuery(brandQueries.siteLogo(siteId)).data;
  const accent = brand ? readableAccent(brand.accent) : undefined;
  const name = brand?.name;

  useEffect(() => {
    if (!accent) return;
    const root = document.documentElement;
    root.style.setProperty(ACCENT_VAR, accent);
    return () => {
      root.style.removeProperty(ACCENT_VAR);
    };
  }, [accent]);

  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = name;
    return () => {
      document.title = before;
    };
  }, [name]);

  if (!brand) return null;
  return (
    <header
      className="mb-4 flex items-center gap-4 border-b-2 pb-3"
      style={{ borderColor: `var(${ACCENT_VAR})` }}
      data-brand-header=""
    >
      {brand.logo ? (
        <img src={brand.logo} alt={`${brand.name} logo`} className="h-10 w-auto max-w-48 object-contain" />
      ) : null}
      <span className="text-lg font-semibold" style={{ color: `var(${ACCENT_VAR})` }}>
        {brand.name}
      </span>
      {client?.logo ? (
        <img
          src={client.logo}
          alt="The client’s logo"
          className="ml-auto h-10 w-auto max-w-48 object-contain"
        />
      ) : null}
    </header>
  );
}

/** The brand's footer line under a client-facing report (nothing when the brand has none). */
export function BrandFooter() {
  const brand = useQuery(brandQueries.brand()).data;
  if (!brand?.footer) return null;
  return (
    <footer
      className="mt-8 border-t pt-3 text-xs text-slate-600"
      style={{ borderColor: `var(${ACCENT_VAR})` }}
    >
      {brand.footer}
    </footer>
  );
}
