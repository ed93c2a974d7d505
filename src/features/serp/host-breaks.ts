/**
 * A host name (or a breadcrumb that starts with one) in pieces that each begin at a dot, so a narrow column
 * can break "www.example" / ".com" at the dot instead of in the middle of a name. A leading dot stays with its
 * word.
 */
export function hostParts(text: string): string[] {
  return text.split(/(?<=[^.\s])(?=\.[^.\s])/);
}
