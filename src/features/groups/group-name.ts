/** The group name field, checked before any request (spec: `name` string required; "400 if name missing"). */
export function groupNameError(name: string): string | undefined {
  return name.trim() === '' ? 'Enter a name for the group.' : undefined;
}
