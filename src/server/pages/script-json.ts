/**
 * A value as JavaScript source for an inline `<script>` of a page: JSON with every `<` escaped, so no string in it
 * can close the script element (`</script>`) or open a comment.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
