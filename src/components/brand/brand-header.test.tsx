// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, renderRoutes } from '../testing/render-routes.tsx';
import { ShareFrame } from '../layout/share-frame.tsx';
import { ACCENT_VAR, contrastOnWhite, readableAccent, TEXT_COLOUR } from './accent.ts';
import { BrandFooter, BrandHeader } from './brand-header.tsx';
import { ACME, PNG_URL, stubBrandServer } from './test-brand.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty(ACCENT_VAR);
  document.title = 'Searchboard';
});

const report = (
  <>
    <BrandHeader siteId={101} />
    <h1>Northwind Outdoor</h1>
    <BrandFooter />
  </>
);

describe('the brand on a client’s report', () => {
  it('draws the agency’s logo and name, the client’s logo and the footer, and names the window after the agency', async () => {
    document.title = 'Searchboard';
    stubBrandServer({ brand: ACME, siteLogos: { 101: PNG_URL } });
    renderInRouter(report);
    expect(await screen.findByRole('img', { name: 'Acme SEO logo' })).toBeVisible();
    expect(screen.getByText('Acme SEO')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'The client’s logo' })).toBeVisible();
    expect(await screen.findByText('Acme SEO Ltd · 12 Mill Lane, Leeds')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Acme SEO'));
    expect(document.body.textContent).not.toContain('Searchboard');
    // the accent reads on white, so the report's headings, rules and button take it
    expect(document.documentElement.style.getPropertyValue(ACCENT_VAR)).toBe('#1f4e79');
  });

  it('gives a too-light accent way to the text colour, so headings stay readable on white', async () => {
    stubBrandServer({ brand: { ...ACME, accent: '#ffe066' } });
    renderInRouter(report);
    await screen.findByText('Acme SEO');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue(ACCENT_VAR)).toBe(TEXT_COLOUR),
    );
  });

  it('draws nothing of its own until a brand is set', async () => {
    const f = stubBrandServer({ brand: null });
    renderInRouter(report);
    await screen.findByRole('heading', { name: 'Northwind Outdoor' });
    await waitFor(() => expect(f.calls.some((c) => c.url.pathname === '/api/local/branding')).toBe(true));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.documentElement.style.getPropertyValue(ACCENT_VAR)).toBe('');
  });
});

describe('the share page’s frame', () => {
  const share = { site_id: 101, expires_at: '2026-06-01T00:00:00Z' };
  const open = () =>
    renderRoutes('/reports/101', [
      { path: '/reports/$siteId', component: () => <ShareFrame share={share}>the report</ShareFrame> },
    ]);

  it('says the agency’s name, never “Searchboard”, once a brand is set', async () => {
    stubBrandServer({ brand: ACME });
    open();
    expect(await screen.findByText('Acme SEO')).toBeVisible();
    expect(screen.getByText('the report')).toBeVisible();
    expect(document.body.textContent).not.toContain('Searchboard');
  });

  it('says a neutral “Report”, not the product’s name, while no brand is set', async () => {
    stubBrandServer({ brand: null });
    open();
    expect(await screen.findByText('Report')).toBeVisible();
    expect(document.body.textContent).not.toContain('Searchboard');
  });
});

describe('the accent’s contrast on white', () => {
  it('is measured as WCAG does, and a light colour gives way to the text colour', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(readableAccent('#1F4E79')).toBe('#1f4e79');
    expect(readableAccent('#ffff00')).toBe(TEXT_COLOUR);
    expect(readableAccent('#777777')).toBe(TEXT_COLOUR);
    expect(readableAccent(null)).toBe(TEXT_COLOUR);
  });
});
