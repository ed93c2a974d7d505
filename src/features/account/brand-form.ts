import type { BrandAnswer } from '../../lib/local-schemas/branding.ts';
import { brandFields } from '../../lib/local-schemas/branding.ts';

/** The brand form as typed. */
export interface BrandDraft {
  name: string;
  accent: string;
  logo: string | null;
  reply_to: string;
  footer: string;
}

export const EMPTY_BRAND: BrandDraft = { name: '', accent: '#1f6feb', logo: null, reply_to: '', footer: '' };

export const draftOf = (b: BrandAnswer | null | undefined): BrandDraft =>
  b
    ? { name: b.name, accent: b.accent, logo: b.logo, reply_to: b.reply_to ?? '', footer: b.footer ?? '' }
    : EMPTY_BRAND;

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

/** Each field's problem, by the schemas the server checks the brand with. */
export function brandErrors(d: BrandDraft) {
  return {
    name: first(brandFields.name.safeParse(d.name)),
    accent: first(brandFields.accent.safeParse(d.accent)),
    logo: d.logo === null ? undefined : first(brandFields.logo.safeParse(d.logo)),
    reply_to: first(brandFields.reply_to.safeParse(d.reply_to)),
    footer: first(brandFields.footer.safeParse(d.footer)),
  };
}

/** A chosen file as a data URL, after its type and size were checked. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
