import { z } from 'zod';

/**
 * The agency's brand, `/api/local/branding`, and a client's logo per site, `/api/local/sites/<id>/brand`: what the
 * routes take and answer. The brand form checks each field with the same pieces before anything is sent, and the
 * browser parses the answers with `brandAnswerSchema` and `siteBrandSchema`.
 */

/** A logo's decoded size at most (the data URL is about a third larger). */
export const LOGO_MAX_BYTES = 200 * 1024;
export const NAME_MAX = 80;
export const FOOTER_MAX = 200;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL = /^data:(image\/png|image\/svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/;

export type LogoKind = 'png' | 'svg';

/** The logo's bytes and kind, or what is wrong with it in words a person can act on. */
export function readLogo(url: string): { kind: LogoKind; bytes: Uint8Array } | { problem: string } {
  const m = DATA_URL.exec(url);
  if (!m) return { problem: 'The logo must be a PNG or an SVG image.' };
  // the encoded length says the size before anything is decoded
  if (Math.floor((m[2]!.length * 3) / 4) > LOGO_MAX_BYTES + 2)
    return { problem: `The logo is over ${LOGO_MAX_BYTES / 1024} KB: use a smaller image.` };
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(m[2]!), (ch) => ch.charCodeAt(0));
  } catch {
    return { problem: 'The logo could not be read: choose the image again.' };
  }
  if (bytes.length > LOGO_MAX_BYTES)
    return { problem: `The logo is over ${LOGO_MAX_BYTES / 1024} KB: use a smaller image.` };
  if (m[1] === 'image/png') {
    if (!PNG_MAGIC.every((b, i) => bytes[i] === b))
      return { problem: 'The logo says it is a PNG but is not one: export it as PNG again.' };
    return { kind: 'png', bytes };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (!/<svg[\s>]/i.test(head)) return { problem: 'The logo says it is an SVG but is not one.' };
  return { kind: 'svg', bytes };
}

/** A file chosen in the form, checked before it is read: its type and size. */
export function fileProblem(file: { type: string; size: number }): string | undefined {
  if (file.type !== 'image/png' && file.type !== 'image/svg+xml') return 'Choose a PNG or an SVG image.';
  if (file.size > LOGO_MAX_BYTES)
    return `The logo is over ${LOGO_MAX_BYTES / 1024} KB (${Math.ceil(file.size / 1024)} KB): use a smaller image.`;
  return undefined;
}

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});

export const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

export const brandFields = {
  name: z
    .string('The name is required.')
    .trim()
    .min(1, 'The name is required.')
    .max(NAME_MAX, `The name is longer than ${NAME_MAX} characters.`),
  accent: z
    .string('The accent colour is required.')
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The accent colour must be #rrggbb, e.g. #1f6feb.')
    .transform((s) => s.toLowerCase()),
  logo: z
    .string('The logo must be a data URL.')
    .max(400_000, `The logo is over ${LOGO_MAX_BYTES / 1024} KB: use a smaller image.`)
    .superRefine((url, ctx) => {
      const read = readLogo(url);
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
    })
    .nullable()
    .optional(),
  reply_to: z
    .string('The reply-to address must be text.')
    .trim()
    .max(320, 'The reply-to address is longer than 320 characters.')
    .refine(
      (s) => s === '' || ADDRESS.test(s),
      'The reply-to address must be an email address, e.g. hello@agency.example.',
    )
    .transform((s) => s || null)
    .nullable()
    .optional(),
  footer: z
    .string('The footer must be text.')
    .trim()
    .max(FOOTER_MAX, `The footer is longer than ${FOOTER_MAX} characters.`)
    .transform((s) => s || null)
    .nullable()
    .optional(),
};

/** `PUT /branding`: the whole brand (what is absent is cleared). */
export const brandInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.strictObject(brandFields, {
      error: 'This request takes name, accent, logo, reply_to and footer only.',
    }),
  ),
);
export type BrandInput = z.output<typeof brandInputSchema>;

/** `PUT /sites/:id/brand`: the client's logo for one site. */
export const siteLogoInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.strictObject({ logo: brandFields.logo.unwrap().unwrap() }, { error: 'This request takes logo only.' }),
  ),
);

const brandSchema = z.object({
  name: z.string(),
  accent: z.string(),
  logo: z.string().nullable().catch(null),
  reply_to: z.string().nullable().catch(null),
  footer: z.string().nullable().catch(null),
  updated_at: z.string().nullable().catch(null),
});

/** `GET /branding`: the brand, or null while none is set. */
export const brandAnswerSchema = z.object({ brand: brandSchema.nullable() });
export type BrandAnswer = z.output<typeof brandSchema>;

/** `GET /sites/:id/brand`: the client's logo for the site, or null. */
export const siteBrandSchema = z.object({ site_id: z.number(), logo: z.string().nullable().catch(null) });
export type SiteBrand = z.output<typeof siteBrandSchema>;
