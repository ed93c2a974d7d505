// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME, stubBrandServer } from '../../components/brand/test-brand.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { BrandCard } from './brand-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole('region', { name: 'Brand' });
const puts = (f: ReturnType<typeof stubBrandServer>) => f.calls.filter((c) => c.method !== 'GET');

describe('the Brand card on the account page', () => {
  it('checks each field at the field before anything is sent, keeps what was typed, then saves the brand', async () => {
    const user = userEvent.setup();
    const f = stubBrandServer({ me: meAs('owner'), brand: null });
    renderInRouter(<BrandCard />);
    const name = await screen.findByRole('textbox', { name: 'Agency name' });
    const accent = screen.getByRole('textbox', { name: 'Accent colour' });
    await user.clear(accent);
    await user.type(accent, 'blue');
    await user.type(screen.getByRole('textbox', { name: 'Reply-to address (optional)' }), 'not an address');
    await user.type(screen.getByRole('textbox', { name: 'Footer line (optional)' }), 'Acme Ltd');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));

    expect(name).toHaveAccessibleDescription('The name is required.');
    expect(accent).toHaveAccessibleDescription(/must be #rrggbb/);
    expect(screen.getByRole('textbox', { name: 'Reply-to address (optional)' })).toHaveAccessibleDescription(
      /must be an email address/,
    );
    expect(puts(f)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Footer line (optional)' })).toHaveValue('Acme Ltd');

    await user.type(name, 'Acme SEO');
    await user.clear(accent);
    await user.type(accent, '#1F4E79');
    await user.clear(screen.getByRole('textbox', { name: 'Reply-to address (optional)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Reply-to address (optional)' }),
      'hello@acme.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Brand saved.');
    expect(puts(f).map((c) => [c.method, c.url.pathname, c.json])).toEqual([
      [
        'PUT',
        '/api/local/branding',
        {
          name: 'Acme SEO',
          accent: '#1F4E79',
          logo: null,
          reply_to: 'hello@acme.example',
          footer: 'Acme Ltd',
        },
      ],
    ]);
  });

  it('shows the server’s refusal at its field and loses nothing typed', async () => {
    const user = userEvent.setup();
    stubBrandServer({
      me: meAs('admin'),
      brand: ACME,
      answer: (req) =>
        req.method === 'PUT'
          ? {
              status: 400,
              json: {
                message: 'Check the highlighted fields.',
                errors: { footer: 'The footer is longer than 200 characters.' },
              },
            }
          : undefined,
    });
    renderInRouter(<BrandCard />);
    const name = await screen.findByRole('textbox', { name: 'Agency name' });
    expect(name).toHaveValue('Acme SEO');
    await user.clear(name);
    await user.type(name, 'Acme Search');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('The footer is longer than 200 characters.')).toBeVisible();
    expect(name).toHaveValue('Acme Search');
  });

  it('refuses a logo of the wrong type or size at the field, and previews a PNG before it is saved', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const f = stubBrandServer({ me: meAs('owner'), brand: ACME });
    renderInRouter(<BrandCard />);
    const input = await screen.findByLabelText('Agency logo');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG or an SVG image.')).toBeVisible();
    await user.upload(input, new File([new Uint8Array(210 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(/over 200 KB \(210 KB\)/)).toBeVisible();
    const png = Uint8Array.from(atob(ACME.logo.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Agency logo: preview' })).toBeNull();
    await user.upload(input, new File([png], 'acme.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Agency logo: preview' })).toHaveAttribute(
      'src',
      ACME.logo,
    );
    expect(puts(f)).toEqual([]);
  });

  it('sets a client’s logo per site from the sites the dashboard knows', async () => {
    const user = userEvent.setup();
    const f = stubBrandServer({
      me: meAs('owner'),
      brand: ACME,
      sites: [{ site_id: 101, url: 'https://northwind.example', title: 'Northwind Outdoor' }],
    });
    renderInRouter(<BrandCard />);
    const logos = await screen.findByRole('region', { name: 'Client logos' });
    const input = await within(logos).findByLabelText('Northwind Outdoor (#101)');
    // its current logo is read first
    await waitFor(() => expect(input).toBeEnabled());
    const png = Uint8Array.from(atob(ACME.logo.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    await user.upload(input, new File([png], 'nw.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(puts(f).map((c) => [c.method, c.url.pathname, c.json])).toEqual([
        ['PUT', '/api/local/sites/101/brand', { logo: ACME.logo }],
      ]),
    );
  });

  it('is read only for a viewer, saying who can change it', async () => {
    stubBrandServer({ me: meAs('viewer'), brand: ACME });
    renderInRouter(<BrandCard />);
    expect(
      await within(await screen.findByRole('region', { name: 'Brand' })).findByText('Acme SEO'),
    ).toBeVisible();
    expect(within(card()).getByText(/ask an owner or an admin/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove brand' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is not there for a client', async () => {
    const f = stubBrandServer({ me: meAs('client'), brand: ACME });
    renderInRouter(<BrandCard />);
    await waitFor(() => expect(f.calls.some((c) => c.url.pathname === '/api/local/me')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Brand' })).toBeNull());
  });

  it('removes the brand after asking, and the form is empty again', async () => {
    const user = userEvent.setup();
    const f = stubBrandServer({ me: meAs('owner'), brand: ACME });
    renderInRouter(<BrandCard />);
    expect(await screen.findByRole('textbox', { name: 'Agency name' })).toHaveValue('Acme SEO');
    await user.click(within(card()).getByRole('button', { name: 'Remove brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the brand?' });
    expect(dialog).toHaveTextContent('say “Searchboard” again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts(f)).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Remove brand' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the brand?' })).getByRole('button', {
        name: 'Remove brand',
      }),
    );
    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'Brand removed: clients see “Searchboard” again.',
    );
    expect(puts(f).map((c) => [c.method, c.url.pathname])).toEqual([['DELETE', '/api/local/branding']]);
    expect(screen.getByRole('textbox', { name: 'Agency name' })).toHaveValue('');
    await waitFor(() => expect(within(card()).queryByRole('button', { name: 'Remove brand' })).toBeNull());
  });
});
